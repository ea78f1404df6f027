import type { ComponentProps, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field } from '../Field/Field.tsx'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: ReactNode
  options: SelectOption[]
  hint?: ReactNode
  error?: ReactNode
  labelHidden?: boolean
  /** A first, empty choice such as "Choose a level"; it cannot be picked again once left. */
  placeholder?: string
  /** Class of the wrapper; `className` goes on the select. */
  fieldClassName?: string
}

/** A labelled native `<select>` with hint and inline error. Takes `ref`. */
export function Select({
  label,
  options,
  hint,
  error,
  labelHidden,
  placeholder,
  fieldClassName,
  className,
  id,
  required,
  ...selectProps
}: SelectProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      labelHidden={labelHidden}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <span className="uk-select">
          <select
            required={required}
            className={cx('uk-input', 'uk-select__control', className)}
            {...selectProps}
            {...control}
          >
            {placeholder !== undefined && (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
    </Field>
  )
}
