import { type ComponentProps, type ReactNode, useId } from 'react'
import { cx } from '../../utils/cx.ts'
import { hasContent } from '../../utils/hasContent.ts'

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'children'> & {
  /** The visible label beside the box; it is the accessible name. */
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  labelHidden?: boolean
  /** Class of the wrapper; `className` goes on the input. */
  fieldClassName?: string
}

/** A labelled checkbox with hint and inline error. Takes `ref`. */
export function Checkbox({
  label,
  hint,
  error,
  labelHidden,
  fieldClassName,
  className,
  id,
  ...inputProps
}: CheckboxProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const hintId = `${inputId}-hint`
  const errorId = `${inputId}-error`
  const hasError = hasContent(error)
  const describedBy = cx(hasContent(hint) ? hintId : undefined, hasError ? errorId : undefined) || undefined

  return (
    <div className={cx('uk-field', 'uk-checkbox', hasError && 'uk-field--invalid', fieldClassName)}>
      <div className="uk-checkbox__row">
        <input
          type="checkbox"
          id={inputId}
          className={cx('uk-checkbox__input', className)}
          aria-describedby={describedBy}
          aria-invalid={hasError || undefined}
          {...inputProps}
        />
        <label htmlFor={inputId} className={cx('uk-checkbox__label', labelHidden && 'uk-visually-hidden')}>
          {label}
        </label>
      </div>
      {hasContent(hint) && (
        <p id={hintId} className="uk-field__hint uk-checkbox__hint">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="uk-field__error">
          {error}
        </p>
      )}
    </div>
  )
}
