import { TextField } from '@unikit/design-system'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import styles from './ProjectsSidebar.module.css'

export type InlineNameEditorProps = {
  /** The accessible (visually hidden) label, e.g. "Project name". */
  label: string
  initialValue: string
  /**
   * Saves the name. Returns an error to show (the box stays open, e.g. a folder name already used), or nothing
   * when done. `via` tells a blur from Enter: a blur with an error gives up instead (the caller says why).
   */
  onCommit: (value: string, via: 'enter' | 'blur') => string | undefined
  onCancel: () => void
}

/** The name box of a project or folder in rename mode: Enter saves, Escape cancels, leaving it saves. */
export function InlineNameEditor({ label, initialValue, onCommit, onCancel }: InlineNameEditorProps) {
  const [value, setValue] = useState(initialValue)
  const [error, setError] = useState<string>()
  const inputRef = useRef<HTMLInputElement>(null)
  // Enter or Escape closes the box, which blurs it: that blur must not save a second time.
  const finished = useRef(false)

  useEffect(() => {
    const input = inputRef.current
    input?.focus()
    input?.select()
    input?.scrollIntoView?.({ block: 'nearest' })
  }, [])

  const commit = (via: 'enter' | 'blur') => {
    if (finished.current) return
    const problem = onCommit(value, via)
    if (problem && via === 'enter') {
      setError(problem)
      return
    }
    finished.current = true
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      commit('enter')
    } else if (event.key === 'Escape') {
      // Handled here: an enclosing dialog or drawer must not close too.
      event.preventDefault()
      event.stopPropagation()
      finished.current = true
      onCancel()
    }
  }

  return (
    <TextField
      ref={inputRef}
      label={label}
      labelHidden
      value={value}
      maxLength={255}
      error={error}
      fieldClassName={styles.nameEditor}
      onChange={(event) => {
        setValue(event.target.value)
        setError(undefined)
      }}
      onKeyDown={onKeyDown}
      onBlur={() => commit('blur')}
      data-no-drag=""
    />
  )
}
