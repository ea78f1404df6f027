import { type RefObject, useCallback, useLayoutEffect, useState } from 'react'

/**
 * After a refused submit, moves focus to the form's first invalid control, once the errors are rendered: the
 * screen reader then reads its label and the error that describes it.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  const [request, setRequest] = useState(0)
  useLayoutEffect(() => {
    if (request === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [request, formRef])
  return useCallback(() => setRequest((count) => count + 1), [])
}
