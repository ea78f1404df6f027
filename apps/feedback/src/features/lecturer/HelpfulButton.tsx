import { readApiError } from '@unikit/auth'
import type { Rating } from '@unikit/contracts/teachers'
import { HelpfulButton as Helpful } from '@unikit/design-system'
import { feedbackApi } from '../../api/feedbackApi.ts'

/** "Helpful" on another student's insight, with its count (docs/product/feedback.md#reading-insights). */
export function HelpfulButton({ rating }: { rating: Rating }) {
  return (
    <Helpful
      subject={`the insight on ${rating.course.code}, semester ${rating.semester} ${rating.year}`}
      helped={rating.helped}
      count={rating.helpful}
      send={async (next) => (await feedbackApi.helpful(rating.id, next)).helpful}
      failureMessage={(failure) => readApiError(failure).message}
    />
  )
}
