import { cx } from '../../utils/cx.ts'

export type SpinnerSize = 'sm' | 'md' | 'lg'

export type SpinnerProps = {
  /** What is loading, read by screen readers. Default "Loading". */
  label?: string
  size?: SpinnerSize
  /** Hide it from assistive technology when something else already says "busy" (e.g. a loading Button). */
  decorative?: boolean
  className?: string
}

/** An animated loading indicator with `role="status"`. Under reduced motion it pulses instead of spinning. */
export function Spinner({ label = 'Loading', size = 'md', decorative = false, className }: SpinnerProps) {
  const classes = cx('uk-spinner', `uk-spinner--${size}`, className)
  const ring = <span className="uk-spinner__ring" aria-hidden="true" />
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        {ring}
      </span>
    )
  }
  return (
    <span className={classes} role="status">
      {ring}
      <span className="uk-visually-hidden">{label}</span>
    </span>
  )
}
