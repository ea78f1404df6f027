import { useApiResource } from '@unikit/auth'
import type { AuditEntry } from '@unikit/contracts/staff'
import { EmptyState, formatDateTime, Spinner, Table } from '@unikit/design-system'
import { DeskError } from '../desk/DeskError.tsx'
import { type AuditActionWords, auditActionWords } from './auditActionWords.ts'
import styles from './DeskAuditLog.module.css'

export type DeskAuditLogProps = {
  /** The newest entries of the desk's service (`GET /api/private/<service>/staff/audit`). */
  load: () => Promise<AuditEntry[]>
  /** The app's words for its service's actions. */
  words: AuditActionWords
}

/**
 * A desk's audit log as rows a person reads (docs/product/platform.md#staff-desks): when, who (by name and
 * address), what (in words, with the reason given), on which record (by its name); the entry as recorded behind
 * a disclosure.
 */
export function DeskAuditLog({ load, words }: DeskAuditLogProps) {
  const entries = useApiResource(load, [])
  if (entries.status === 'error' && !entries.data)
    return (
      <DeskError title="The audit log could not be loaded" error={entries.error} onRetry={entries.reload} />
    )
  if (!entries.data) return <Spinner label="Loading the audit log" />
  if (entries.data.length === 0) return <EmptyState title="No staff action yet" headingLevel={2} />
  return (
    <div className={styles.log}>
      <Table
        caption="Staff actions, newest first"
        captionHidden
        rows={entries.data}
        rowKey={(entry) => entry.id}
        responsive="stack"
        columns={[
          { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.createdAt) },
          { key: 'who', header: 'Who', render: (entry) => <Actor entry={entry} /> },
          { key: 'what', header: 'What', render: (entry) => <Action entry={entry} words={words} /> },
          {
            key: 'on',
            header: 'On',
            render: (entry) => entry.subjectName ?? `${entry.subjectType} ${entry.subjectId}`,
          },
          { key: 'record', header: 'Record', render: (entry) => <Recorded entry={entry} /> },
        ]}
      />
    </div>
  )
}

function Actor({ entry }: { entry: AuditEntry }) {
  if (!entry.actorName) return <span className={styles.code}>{entry.actorId}</span>
  return (
    <>
      {entry.actorName}
      {entry.actorEmail && <span className={styles.secondary}>{entry.actorEmail}</span>}
    </>
  )
}

function Action({ entry, words }: { entry: AuditEntry; words: AuditActionWords }) {
  const reason = typeof entry.details.reason === 'string' ? entry.details.reason.trim() : ''
  return (
    <>
      {auditActionWords(entry.action, words)}
      {reason && <span className={styles.secondary}>Reason: {reason}</span>}
    </>
  )
}

function Recorded({ entry }: { entry: AuditEntry }) {
  const { action, subjectType, subjectId, actorId, details } = entry
  return (
    <details className={styles.record}>
      <summary>As recorded</summary>
      <pre>{JSON.stringify({ action, subjectType, subjectId, actorId, details }, null, 2)}</pre>
    </details>
  )
}
