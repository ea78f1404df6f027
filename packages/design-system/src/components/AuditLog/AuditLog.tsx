import { formatDateTime } from '@unikit/contracts/format'
import type { AuditEntry } from '@unikit/contracts/staff'
import { EmptyState } from '../EmptyState/EmptyState.tsx'
import { ErrorPanel } from '../ErrorPanel/ErrorPanel.tsx'
import { Table } from '../Table/Table.tsx'

export type AuditLogProps = {
  /** The entries, newest first; undefined while they load. */
  entries: AuditEntry[] | undefined
  /** Why they could not be loaded, with a way to try again. */
  error?: { message: string; onRetry: () => void } | undefined
}

/** A staff desk's audit log (docs/product/platform.md#staff-desks): who did what, on which record, when. */
export function AuditLog({ entries, error }: AuditLogProps) {
  if (error && !entries)
    return (
      <ErrorPanel title="The audit log could not be loaded" message={error.message} onRetry={error.onRetry} />
    )
  if (entries?.length === 0) return <EmptyState title="No staff action yet" headingLevel={2} />
  return (
    <div className="uk-audit-log">
      <Table
        caption="Staff actions"
        captionHidden
        loading={!entries}
        rows={entries ?? []}
        rowKey={(entry) => entry.id}
        responsive="stack"
        columns={[
          { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.createdAt) },
          { key: 'action', header: 'Action', render: (entry) => entry.action },
          { key: 'subject', header: 'On', render: (entry) => `${entry.subjectType} ${entry.subjectId}` },
          {
            key: 'actor',
            header: 'By',
            render: (entry) => <span className="uk-audit-log__code">{entry.actorId}</span>,
          },
          {
            key: 'details',
            header: 'Details',
            render: (entry) => <span className="uk-audit-log__code">{JSON.stringify(entry.details)}</span>,
          },
        ]}
      />
    </div>
  )
}
