import { cx } from '../../utils/cx.ts'
import { type IconName, iconPaths } from './iconPaths.ts'

export type IconProps = {
  name: IconName
  size?: number
  /** Give a title only when the icon carries meaning on its own; otherwise it is hidden from assistive tech. */
  title?: string
  className?: string
}

/** An inline SVG icon that takes the current text colour. */
export function Icon({ name, size = 20, title, className }: IconProps) {
  return (
    <svg
      className={cx('uk-icon', className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <path d={iconPaths[name]} />
    </svg>
  )
}
