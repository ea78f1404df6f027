import { useCallback, useState } from 'react'

/**
 * State that a parent may control (`value` given) or leave to the component (`defaultValue`).
 * `onChange` fires either way.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void] {
  const [internal, setInternal] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : internal
  const set = useCallback(
    (next: T) => {
      if (!controlled) setInternal(next)
      onChange?.(next)
    },
    [controlled, onChange],
  )
  return [current, set]
}
