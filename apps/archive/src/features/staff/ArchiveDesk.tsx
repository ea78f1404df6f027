import { auditTab, StaffDesk } from '@unikit/staff-desk'
import { deskApi } from '../../api/archiveApi.ts'
import { archiveAuditWords } from './archiveAuditWords.ts'
import { FoldersTab } from './FoldersTab.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'
import { UploadQueue } from './UploadQueue.tsx'

/**
 * `/staff/archive`: uploads waiting for review, reported and taken-down files, the folders, and who did what. The
 * server checks the staff role on every call (docs/product/archive.md).
 */
export function ArchiveDesk() {
  return (
    <StaffDesk
      title="Archive desk"
      subtitle="Uploads waiting for review, reported and taken-down files, and the folders."
      tabs={[
        { id: 'pending', label: 'Uploads to review', render: () => <UploadQueue /> },
        {
          id: 'reported',
          label: 'Reported',
          render: () => <ModerationQueue key="reported" queue="reported" />,
        },
        { id: 'hidden', label: 'Taken down', render: () => <ModerationQueue key="hidden" queue="hidden" /> },
        { id: 'folders', label: 'Folders', render: () => <FoldersTab /> },
        auditTab(deskApi.audit, archiveAuditWords),
      ]}
    />
  )
}
