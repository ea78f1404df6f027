import type { ComponentProps } from 'react'
import { cx } from '../../utils/cx.ts'

export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger'

export type BadgeProps = ComponentProps<'span'> & {
  tone?: BadgeTone
}

/** A small label for a status or a count, e.g. an order status. Its text must carry the meaning. */
export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={cx('uk-badge', `uk-badge--${tone}`, className)} {...rest} />
}
