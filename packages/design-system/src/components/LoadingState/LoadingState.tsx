import { cx } from '../../utils/cx.ts'
import { Spinner } from '../Spinner/Spinner.tsx'

/** What a list or page shows while it loads: a spinner and the words ("Loading the folder…"), marked busy. */
export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <p className={cx('uk-loading-state', className)} role="status" aria-busy="true">
      <Spinner size="sm" decorative />
      {label}…
    </p>
  )
}
