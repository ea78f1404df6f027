export {
  AuditEntry,
  AuditList,
  AuditListQuery,
  OutboxMail,
  OutboxMailList,
  OutboxMailQuery,
  OutboxMailStatus,
  ResendMailBody,
  ResendMailResult,
} from './staffCalls.ts'
