import type { ComponentProps, ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import type { ButtonSize, ButtonVariant } from '../Button/Button.tsx'

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** The accessible name; there is no visible text. */
  label: string
  /** The icon; it is hidden from assistive technology. */
  icon: ReactNode
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A square button showing only an icon, named by `label`. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={cx('uk-icon-button', `uk-button--${variant}`, `uk-icon-button--${size}`, className)}
      {...rest}
    >
      <span className="uk-icon-button__icon" aria-hidden="true">
        {icon}
      </span>
    </button>
  )
}
