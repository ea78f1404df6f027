import type { ReactNode } from 'react'
import styles from '../desk/Desk.module.css'

/** A queue's rows (`QueueRow`s), named for screen readers, e.g. "Reported files". */
export function QueueList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.list} aria-label={label}>
      {children}
    </ul>
  )
}
