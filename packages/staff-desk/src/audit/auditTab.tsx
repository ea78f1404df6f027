import type { AuditEntry } from '@unikit/contracts/staff'
import type { DeskTab } from '../desk/DeskTab.ts'
import type { AuditActionWords } from './auditActionWords.ts'
import { DeskAuditLog } from './DeskAuditLog.tsx'

/** The "Audit log" tab every desk ends with (`?tab=audit`). */
export function auditTab(load: () => Promise<AuditEntry[]>, words: AuditActionWords): DeskTab {
  return { id: 'audit', label: 'Audit log', render: () => <DeskAuditLog load={load} words={words} /> }
}
