import { formatDateTime } from '@unikit/design-system'
import type { ReactNode } from 'react'
import styles from './QueueRow.module.css'

/** One labelled fact about a row's record, e.g. Folder: Marketing. */
export type QueueFact = { label: string; value: ReactNode }

/** A student's report on a row's record: why (in words), their note, when. */
export type QueueReport = { reason: string; note?: string; at?: string }

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
      {facts && facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {children}
      {reports && reports.length > 0 && (
        <ul className={styles.reports} aria-label={reportsLabel}>
          {reports.map((report, index) => (
            <li key={`${index}-${report.reason}`}>
              <strong>{report.reason}</strong>
              {report.note ? `: ${report.note}` : ''}
              {report.at && <span className={styles.when}> ({formatDateTime(report.at)})</span>}
            </li>
          ))}
        </ul>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </li>
  )
}
