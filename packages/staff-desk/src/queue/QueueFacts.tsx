import { formatDateTime } from '@unikit/design-system'
import type { ReactNode } from 'react'
import styles from './QueueRow.module.css'

/** One labelled fact about a record, e.g. Folder: Marketing. */
export type QueueFact = { label: string; value: ReactNode }

/**
 * A student's report on a record: why (in words), their note, when, and what staff may know of who sent it (never
 * who: e.g. how long the account had been verified).
 */
export type QueueReport = { reason: string; note?: string; at?: string; by?: string }

/**
 * A record's facts as the desk shows them, on its queue row or on a page of its own (a preview): a line of
 * labelled values that wraps. Nothing when there are none.
 */
export function QueueFacts({ facts }: { facts: QueueFact[] }) {
  if (facts.length === 0) return null
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What students reported about a record: each reason with its note and when. Nothing when there are none. */
export function QueueReports({ reports, label = 'Reports' }: { reports: QueueReport[]; label?: string }) {
  if (reports.length === 0) return null
  return (
    <ul className={styles.reports} aria-label={label}>
      {reports.map((report, index) => (
        <li key={`${index}-${report.reason}`}>
          <strong>{report.reason}</strong>
          {report.note ? `: ${report.note}` : ''}
          {report.at && <span className={styles.when}> ({formatDateTime(report.at)})</span>}
          {report.by && <span className={styles.when}> · {report.by}</span>}
        </li>
      ))}
    </ul>
  )
}
