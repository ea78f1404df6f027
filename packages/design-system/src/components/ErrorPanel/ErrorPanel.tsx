import type { ReactNode } from 'react'
import { cx } from '../../utils/cx.ts'
import { Button } from '../Button/Button.tsx'

export type ErrorPanelProps = {
  title: ReactNode
  message?: ReactNode
  /** Shows a retry button. */
  onRetry?: () => void
  /** Default "Retry". */
  retryLabel?: ReactNode
  /** True while a retry runs: the button spins. */
  retrying?: boolean
  className?: string
}

/** A failure inside the page (a remote that did not load, a list that failed), announced as an alert. */
export function ErrorPanel({
  title,
  message,
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
  className,
}: ErrorPanelProps) {
  return (
    <div role="alert" className={cx('uk-error-panel', className)}>
      <p className="uk-error-panel__title">{title}</p>
      {message && <p className="uk-error-panel__message">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying} className="uk-error-panel__retry">
          {retryLabel}
        </Button>
      )}
    </div>
  )
}
