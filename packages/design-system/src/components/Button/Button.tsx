import type { ComponentProps } from 'react'
import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

/** `inverse` is for dark surfaces such as the header. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'inverse'
export type ButtonSize = 'sm' | 'md' | 'lg'

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shows a spinner, sets `aria-busy` and disables the button until the work finishes. */
  loading?: boolean
  /** Stretch to the width of the container. */
  block?: boolean
}

/** The product's button. `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(
        'uk-button',
        `uk-button--${variant}`,
        `uk-button--${size}`,
        block && 'uk-button--block',
        loading && 'uk-button--loading',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" decorative className="uk-button__spinner" />}
      <span className="uk-button__label">{children}</span>
    </button>
  )
}
