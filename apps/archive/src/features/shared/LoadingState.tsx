import { Spinner } from '@unikit/design-system'
import styles from './LoadingState.module.css'

/** What a list or page shows while it loads: a spinner and the words, marked busy for screen readers. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p className={styles.loading} role="status" aria-busy="true">
      <Spinner size="sm" decorative />
      {label}…
    </p>
  )
}
