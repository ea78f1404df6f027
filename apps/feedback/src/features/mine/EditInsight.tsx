import { useApiResource } from '@unikit/auth'
import type { Rating } from '@unikit/contracts/teachers'
import { ErrorPanel } from '@unikit/design-system'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { InsightForm } from '../lecturer/InsightForm.tsx'

/**
 * The insight form filled with one of the student's insights: the lecturer's courses and the tag list are loaded
 * first, so the course can be changed too (docs/product/feedback.md#my-insights).
 */
export function EditInsight({
  rating,
  onClose,
  onSaved,
}: {
  rating: Rating
  onClose: () => void
  onSaved: () => void
}) {
  const lecturer = useApiResource(() => feedbackApi.lecturer(rating.teacher_id), [rating.teacher_id])
  const tags = useApiResource(() => feedbackApi.tags(), [])
  const failed = lecturer.error ?? tags.error
  if (failed)
    return (
      <ErrorPanel
        title="This insight could not be opened for editing"
        message={failed.message}
        onRetry={() => {
          lecturer.reload()
          tags.reload()
        }}
      />
    )
  if (!lecturer.data || !tags.data) return null
  return (
    <InsightForm
      open
      editing={rating}
      onClose={onClose}
      teacherId={rating.teacher_id}
      lecturer={rating.teacher_name}
      courses={lecturer.data.courses}
      tags={tags.data}
      onSaved={onSaved}
    />
  )
}
