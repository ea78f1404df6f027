import { useApiResource } from '@unikit/auth'
import { AuditLog as AuditLogView } from '@unikit/design-system'
import { staffApi } from '../../api/ordersApi.ts'

/** The last 50 staff actions of the orders service, newest first: who, what, on which order or top-up. */
export function AuditLog() {
  const entries = useApiResource(() => staffApi.audit(), [])
  const error =
    entries.status === 'error' ? { message: entries.error.message, onRetry: entries.reload } : undefined
  return <AuditLogView entries={entries.data} error={error} />
}
