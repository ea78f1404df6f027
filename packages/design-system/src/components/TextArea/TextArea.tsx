import { type ComponentProps, type ReactNode, useState } from 'react'
import { cx } from '../../utils/cx.ts'
import { Field } from '../Field/Field.tsx'

export type TextAreaProps = Omit<ComponentProps<'textarea'>, 'children'> & {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  labelHidden?: boolean
  /** With `maxLength`: show "used / max" under the box. */
  showCount?: boolean
  /** Class of the wrapper; `className` goes on the textarea. */
  fieldClassName?: string
}

/** A labelled multi-line input with hint, inline error and an optional character count. Takes `ref`. */
export function TextArea({
  label,
  hint,
  error,
  labelHidden,
  showCount = false,
  fieldClassName,
  className,
  id,
  required,
  onChange,
  ...textareaProps
}: TextAreaProps) {
  const initial = String(textareaProps.value ?? textareaProps.defaultValue ?? '')
  const [typed, setTyped] = useState(initial.length)
  const length = textareaProps.value !== undefined ? String(textareaProps.value).length : typed
  const { maxLength } = textareaProps

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
        <>
          <textarea
            required={required}
            className={cx('uk-input', 'uk-textarea', className)}
            onChange={(event) => {
              setTyped(event.currentTarget.value.length)
              onChange?.(event)
            }}
            {...textareaProps}
            {...control}
          />
          {showCount && maxLength !== undefined && (
            <p className="uk-field__count">
              {length} / {maxLength}
            </p>
          )}
        </>
      )}
    </Field>
  )
}
