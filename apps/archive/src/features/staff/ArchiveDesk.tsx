import { auditTab, StaffDesk } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { archiveAuditWords } from './archiveAuditWords.ts'
import { FoldersTab } from './FoldersTab.tsx'
import { ImportTab } from './ImportTab.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'
import { UploadQueue } from './UploadQueue.tsx'

/**
 * `/staff/archive`: uploads waiting for review, reported and taken-down files, bulk import, the folders, and who did
 * what; each file opens in the desk's preview. The server checks the staff role on every call
 * (docs/product/archive.md#staff-desk).
 */
export function ArchiveDesk() {
  return (
    <StaffDesk
      title="Archive desk"
      subtitle="Uploads waiting for review, reported and taken-down files, imports and the folders."
      tabs={[
        { id: 'pending', label: 'Uploads to review', render: () => <UploadQueue /> },
        {
          id: 'reported',
          label: 'Reported',
          render: () => <ModerationQueue key="reported" queue="reported" />,
        },
        { id: 'hidden', label: 'Taken down', render: () => <ModerationQueue key="hidden" queue="hidden" /> },
        { id: 'import', label: 'Import', render: () => <ImportTab /> },
        { id: 'folders', label: 'Folders', render: () => <FoldersTab /> },
        auditTab(deskApi.audit, archiveAuditWords),
      ]}
    />
  )
}
