import type { ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'

export type EmptyStateProps = {
  title: ReactNode
  message?: ReactNode
  /** Usually a Button that starts the first item. */
  action?: ReactNode
  /** A decorative illustration or icon. */
  icon?: ReactNode
  /** The heading level that fits the page outline. Default 2. */
  headingLevel?: 2 | 3 | 4
  className?: string
}

/** What a list or page shows when it has nothing yet, with the way to start. */
export function EmptyState({ title, message, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div className={cx('uk-empty-state', className)}>
      {icon && (
        <div className="uk-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="uk-empty-state__title">{title}</Heading>
      {message && <p className="uk-empty-state__message">{message}</p>}
      {action && <div className="uk-empty-state__action">{action}</div>}
    </div>
  )
}
