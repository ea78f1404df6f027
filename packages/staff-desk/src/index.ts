// The staff desks' kit (docs/decisions/0720-one-staff-desk-kit.md): what the orders, archive and feedback desks
// share, and the report dialog that feeds them.

// The audit log
export { type AuditActionWords, auditActionWords } from './audit/auditActionWords.ts'
export { auditTab } from './audit/auditTab.tsx'
export { DeskAuditLog, type DeskAuditLogProps } from './audit/DeskAuditLog.tsx'
// The desk
export { DeskError } from './desk/DeskError.tsx'
export type { DeskTab } from './desk/DeskTab.ts'
export { deskStyles } from './desk/deskStyles.ts'
export { StaffDesk, type StaffDeskProps } from './desk/StaffDesk.tsx'
export { useDeskTab } from './desk/useDeskTab.ts'
// Dialogs
export { ReasonDialog, type ReasonDialogProps } from './dialogs/ReasonDialog.tsx'
export { ReportDialog, type ReportDialogProps } from './dialogs/ReportDialog.tsx'
export { type DeskChangeOptions, useDeskChange } from './dialogs/useDeskChange.ts'
// Queues
export { type Decision, DecisionButtons, type DecisionReason } from './queue/DecisionButtons.tsx'
export { type DeskPage, DeskQueue, type DeskQueueProps } from './queue/DeskQueue.tsx'
export { type QueueFact, QueueFacts, type QueueReport, QueueReports } from './queue/QueueFacts.tsx'
export { QueueList } from './queue/QueueList.tsx'
export { QueueRow, type QueueRowProps } from './queue/QueueRow.tsx'
export { QueueTable, type QueueTableProps } from './queue/QueueTable.tsx'
