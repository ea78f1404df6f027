import { useApiResource } from '@unikit/auth'
import { AuditLog, PageHeading, Tabs } from '@unikit/design-system'
import { useSearchParams } from 'react-router'
import { deskApi } from '../../api/feedbackApi.ts'
import { CatalogueTab } from './CatalogueTab.tsx'
import { LecturersTab } from './LecturersTab.tsx'
import { RatingQueue } from './RatingQueue.tsx'

const tabs = [
  { id: 'pending', label: 'Held for review' },
  { id: 'reported', label: 'Reported' },
  { id: 'lecturers', label: 'Lecturers' },
  { id: 'catalogue', label: 'Courses & tags' },
  { id: 'audit', label: 'Audit log' },
] as const
type TabId = (typeof tabs)[number]['id']

function FeedbackAudit() {
  const entries = useApiResource(() => deskApi.audit(), [])
  const error =
    entries.status === 'error' ? { message: entries.error.message, onRetry: entries.reload } : undefined
  return <AuditLog entries={entries.data} error={error} />
}

/**
 * `/staff/feedback`: the insights the word list held back or students reported, lecturer profiles, courses and
 * tags, and who did what. The server checks the staff role on every call (docs/product/feedback.md#staff-desk).
 */
export function FeedbackDesk() {
  const [params, setParams] = useSearchParams()
  const current = (tabs.find((tab) => tab.id === params.get('tab'))?.id ?? 'pending') as TabId
  const content = (id: TabId) => {
    if (id !== current) return null
    if (id === 'pending' || id === 'reported') return <RatingQueue queue={id} />
    if (id === 'lecturers') return <LecturersTab />
    if (id === 'catalogue') return <CatalogueTab />
    return <FeedbackAudit />
  }
  return (
    <div className="uk-page">
      <PageHeading
        title="Feedback desk"
        subtitle="Insights waiting for a decision, lecturers, courses and tags."
      />
      <Tabs
        label="Feedback desk"
        value={current}
        onChange={(id) => setParams(id === 'pending' ? {} : { tab: id })}
        tabs={tabs.map((tab) => ({ id: tab.id, label: tab.label, content: content(tab.id) }))}
      />
    </div>
  )
}
