import { useApiResource } from '@unikit/auth'
import { AuditLog, PageHeading, Tabs } from '@unikit/design-system'
import { useSearchParams } from 'react-router'
import { deskApi } from '../../api/archiveApi.ts'
import { FoldersTab } from './FoldersTab.tsx'
import { ModerationQueue } from './ModerationQueue.tsx'
import { UploadQueue } from './UploadQueue.tsx'

const tabs = [
  { id: 'pending', label: 'Uploads to review' },
  { id: 'reported', label: 'Reported' },
  { id: 'hidden', label: 'Taken down' },
  { id: 'folders', label: 'Folders' },
  { id: 'audit', label: 'Audit log' },
] as const
type TabId = (typeof tabs)[number]['id']

function ArchiveAudit() {
  const entries = useApiResource(() => deskApi.audit(), [])
  const error =
    entries.status === 'error'
      ? {
          message: entries.error.status === 403 ? 'This is for Unikit staff only' : entries.error.message,
          onRetry: entries.reload,
        }
      : undefined
  return <AuditLog entries={entries.data} error={error} />
}

/**
 * `/staff/archive`: uploads waiting for review, reported and taken-down files, the folders, and who did what. The
 * server checks the staff role on every call (docs/product/archive.md).
 */
export function ArchiveDesk() {
  const [params, setParams] = useSearchParams()
  const current = (tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'pending') as TabId
  const content = (id: TabId) => {
    if (id !== current) return null
    if (id === 'pending') return <UploadQueue />
    if (id === 'reported' || id === 'hidden') return <ModerationQueue key={id} queue={id} />
    if (id === 'folders') return <FoldersTab />
    return <ArchiveAudit />
  }
  return (
    <div className="uk-page">
      <PageHeading
        title="Archive desk"
        subtitle="Uploads waiting for review, reported and taken-down files, and the folders."
      />
      <Tabs
        label="Archive desk"
        value={current}
        onChange={(id) => setParams(id === 'pending' ? {} : { tab: id })}
        tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: content(tab.id) }))}
      />
    </div>
  )
}
