import { auditTab, StaffDesk } from '@unikit/staff-desk'
import { deskApi } from '../../api/feedbackApi.ts'
import { CatalogueTab } from './CatalogueTab.tsx'
import { feedbackAuditWords } from './feedbackAuditWords.ts'
import { LecturersTab } from './LecturersTab.tsx'
import { RatingQueue } from './RatingQueue.tsx'

/**
 * `/staff/feedback`: the insights the word list held back or students reported, lecturer profiles, courses and
 * tags, and who did what. The server checks the staff role on every call (docs/product/feedback.md#staff-desk).
 */
export function FeedbackDesk() {
  return (
    <StaffDesk
      title="Feedback desk"
      subtitle="Insights waiting for a decision, lecturers, courses and tags."
      tabs={[
        {
          id: 'pending',
          label: 'Held for review',
          render: () => <RatingQueue key="pending" queue="pending" />,
        },
        { id: 'reported', label: 'Reported', render: () => <RatingQueue key="reported" queue="reported" /> },
        { id: 'lecturers', label: 'Lecturers', render: () => <LecturersTab /> },
        { id: 'catalogue', label: 'Courses & tags', render: () => <CatalogueTab /> },
        auditTab(deskApi.audit, feedbackAuditWords),
      ]}
    />
  )
}
