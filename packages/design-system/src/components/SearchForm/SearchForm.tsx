import type { FormEvent, ReactNode, Ref } from 'react'
import { cx } from '../../utils/cx.ts'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'

export type SearchFormProps = {
  /** The box's label ("Search samples"). */
  label: ReactNode
  placeholder?: string
  /** What the box holds; the page keeps it (it may mirror it in the address as it is typed). */
  value: string
  onValueChange: (value: string) => void
  /** Called on submit with the query trimmed; an empty query goes nowhere. */
  onSearch: (query: string) => void
  maxLength?: number
  /** Class of the form, beside `uk-toolbar` (a page's own margins or gap). */
  className?: string
  /** The input, for a page that moves the focus into the box. */
  inputRef?: Ref<HTMLInputElement>
}

/**
 * A search landmark with a box and a Search button on one line (they wrap on a phone): what a tool's home and
 * search pages put at the top. The page decides where a query goes.
 */
export function SearchForm({
  label,
  placeholder,
  value,
  onValueChange,
  onSearch,
  maxLength,
  className,
  inputRef,
}: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const trimmed = value.trim()
    if (trimmed) onSearch(trimmed)
  }
  return (
    <search>
      <form className={cx('uk-toolbar', className)} onSubmit={submit}>
        <TextField
          ref={inputRef}
          label={label}
          type="search"
          placeholder={placeholder}
          value={value}
          maxLength={maxLength}
          onChange={(event) => onValueChange(event.target.value)}
          fieldClassName="uk-toolbar__grow"
        />
        <Button type="submit">Search</Button>
      </form>
    </search>
  )
}
