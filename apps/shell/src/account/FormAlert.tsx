import { cx } from '@unikit/design-system'
import type { ReactNode } from 'react'
import styles from './FormAlert.module.css'

export type FormAlertProps = {
  /** `error` is announced at once (role="alert"); `success` and `info` politely (role="status"). */
  tone: 'error' | 'success' | 'info'
  children: ReactNode
  /** Announce a success at once too, e.g. one that arrives with a new view (where a status may go unread). */
  urgent?: boolean
  className?: string
}

/** A form's own message (not a field's): what failed, or what happened. Renders nothing when empty. */
export function FormAlert({ tone, children, urgent = false, className }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null
  return (
    <p
      role={tone === 'error' || urgent ? 'alert' : 'status'}
      className={cx(styles.alert, styles[tone], className)}
    >
      {children}
    </p>
  )
}
