import { useApiResource } from '@unikit/auth'
import { EmptyState, ErrorPanel, formatDateTime, Table } from '@unikit/design-system'
import { staffApi } from '../../api/ordersApi.ts'
import styles from './StaffDesk.module.css'

/** The last 50 staff actions of the orders service, newest first: who, what, on which order or top-up. */
export function AuditLog() {
  const entries = useApiResource(() => staffApi.audit(), [])
  if (entries.status === 'error' && !entries.data)
    return (
      <ErrorPanel
        title="The audit log could not be loaded"
        message={entries.error.message}
        onRetry={entries.reload}
      />
    )
  if (entries.data?.length === 0) return <EmptyState title="No staff action yet" headingLevel={2} />
  return (
    <div className={styles.panel}>
      <Table
        caption="Staff actions"
        captionHidden
        loading={!entries.data}
        rows={entries.data ?? []}
        rowKey={(entry) => entry.id}
        responsive="stack"
        columns={[
          { key: 'at', header: 'When', render: (entry) => formatDateTime(entry.createdAt) },
          { key: 'action', header: 'Action', render: (entry) => entry.action },
          { key: 'subject', header: 'On', render: (entry) => `${entry.subjectType} ${entry.subjectId}` },
          {
            key: 'actor',
            header: 'By',
            render: (entry) => <span className={styles.details}>{entry.actorId}</span>,
          },
          {
            key: 'details',
            header: 'Details',
            render: (entry) => <span className={styles.details}>{JSON.stringify(entry.details)}</span>,
          },
        ]}
      />
    </div>
  )
}
