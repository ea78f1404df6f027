import { type ReactNode, useId } from 'react'
import { cx } from '../../utils/cx.ts'
import { hasContent } from '../../utils/hasContent.ts'

/** Spread these onto the control a Field labels. */
export type FieldControlProps = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

export type FieldProps = {
  /** The visible label; it is the control's accessible name. */
  label: ReactNode
  /** Help text under the label, linked to the control as its description. */
  hint?: ReactNode
  /** An error under the control; marks it `aria-invalid`. */
  error?: ReactNode
  /** Keep the label for screen readers only (e.g. a search box with a visible button). */
  labelHidden?: boolean
  /** Shows a "required" marker; set `required` on the control yourself. */
  required?: boolean
  /** The control's id; generated when left out. */
  id?: string
  className?: string
  /** Renders the control; spread the given props onto it. */
  children: (control: FieldControlProps) => ReactNode
}

/** The label, hint and error layout shared by every form control; use it directly for custom controls. */
export function Field({ label, hint, error, labelHidden, required, id, className, children }: FieldProps) {
  const generatedId = useId()
  const controlId = id ?? generatedId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const hasError = hasContent(error)
  const describedBy = cx(hasContent(hint) ? hintId : undefined, hasError ? errorId : undefined) || undefined

  return (
    <div className={cx('uk-field', hasError && 'uk-field--invalid', className)}>
      <FieldLabel htmlFor={controlId} hidden={labelHidden} required={required}>
        {label}
      </FieldLabel>
      {hasContent(hint) && (
        <p id={hintId} className="uk-field__hint">
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(hasError ? { 'aria-invalid': true as const } : {}),
      })}
      {hasError && (
        <p id={errorId} className="uk-field__error">
          {error}
        </p>
      )}
    </div>
  )
}

type FieldLabelProps = {
  htmlFor: string
  hidden?: boolean | undefined
  required?: boolean | undefined
  children: ReactNode
}

function FieldLabel({ htmlFor, hidden, required, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor} className={cx('uk-field__label', hidden && 'uk-visually-hidden')}>
      {children}
      {required && (
        <span className="uk-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      )}
    </label>
  )
}
