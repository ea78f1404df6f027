import type { ComponentProps, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field } from '../Field/Field.tsx'

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  labelHidden?: boolean
  /** Class of the wrapper; `className` goes on the input. */
  fieldClassName?: string
}

/** A labelled text input (any `type` an `<input>` takes) with hint and inline error. Takes `ref`. */
export function TextField({
  label,
  hint,
  error,
  labelHidden,
  fieldClassName,
  className,
  id,
  required,
  ...inputProps
}: TextFieldProps) {
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
        <input required={required} className={cx('uk-input', className)} {...inputProps} {...control} />
      )}
    </Field>
  )
}
