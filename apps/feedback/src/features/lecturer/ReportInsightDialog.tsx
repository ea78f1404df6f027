import { readApiError } from '@unikit/auth'
import { type Rating, reportReasons } from '@unikit/contracts/teachers'
import { ReportDialog } from '@unikit/staff-desk'
import { feedbackApi } from '../../api/feedbackApi.ts'

/** Refusals of a report, in the student's words. */
const reportErrors: Record<string, string> = {
  ALREADY_REPORTED: 'You have already reported this insight.',
  REPORT_NOTE_REQUIRED: 'Say in a few words what is wrong with this insight.',
}
function reportError(failure: unknown): string {
  const read = readApiError(failure)
  return reportErrors[read.code] ?? read.message
}

/** Report on the insight given (open while there is one) (docs/product/feedback.md#reports). */
export function ReportInsightDialog({
  rating,
  onClose,
}: {
  rating: Rating | undefined
  onClose: () => void
}) {
  return (
    <ReportDialog
      open={rating !== undefined}
      title="Report this insight"
      description="Staff read every report and decide what happens to the insight. Say what is wrong with it."
      reasons={reportReasons}
      onSend={(reason, note) => feedbackApi.report({ id: rating?.id ?? 0, reason, note })}
      sentMessage="Thanks, we will review this insight."
      readError={reportError}
      onClose={onClose}
    />
  )
}
