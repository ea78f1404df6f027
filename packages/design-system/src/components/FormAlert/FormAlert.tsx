import type { ReactNode, Ref } from 'react'
import { cx } from '../../utils/cx.ts'

export type FormAlertProps = {
  /** `error` is announced at once (role="alert"); `success` and `info` politely (role="status"). */
  tone: 'error' | 'success' | 'info'
  children: ReactNode
  /** Announce a success at once too, e.g. one that arrives with a new view (where a status may go unread). */
  urgent?: boolean
  id?: string
  /** -1 to move the focus onto a failure that arrived after a submit. */
  tabIndex?: number
  ref?: Ref<HTMLParagraphElement>
  className?: string
}

/** A form's own message (not a field's): what failed, or what happened. Renders nothing when empty. */
export function FormAlert({ tone, children, urgent = false, id, tabIndex, ref, className }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null
  return (
    <p
      id={id}
      ref={ref}
      tabIndex={tabIndex}
      role={tone === 'error' || urgent ? 'alert' : 'status'}
      className={cx('uk-form-alert', `uk-form-alert--${tone}`, className)}
    >
      {children}
    </p>
  )
}
