import type { ReactNode } from 'react'
import { type QueueFact, QueueFacts, type QueueReport, QueueReports } from './QueueFacts.tsx'
import styles from './QueueRow.module.css'

export type QueueRowProps = {
  /** The record's name, as a heading of the queue. */
  title?: ReactNode
  /** One line about it (whose, where, when), above its facts. */
  meta?: ReactNode
  facts?: QueueFact[]
  /** What staff decide on: the text itself, a preview link. */
  children?: ReactNode
  reports?: QueueReport[]
  /** The reports' list name. Default "Reports". */
  reportsLabel?: string
  /** The decisions (`DecisionButtons`). */
  actions?: ReactNode
}

/** One record waiting for staff: what it is, what students said about it, and what staff can decide. */
export function QueueRow({
  title,
  meta,
  facts,
  children,
  reports,
  reportsLabel = 'Reports',
  actions,
}: QueueRowProps) {
  return (
    <li className={styles.row}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {meta && <p className={styles.meta}>{meta}</p>}
      {facts && <QueueFacts facts={facts} />}
      {children}
      {reports && <QueueReports reports={reports} label={reportsLabel} />}
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  )
}
