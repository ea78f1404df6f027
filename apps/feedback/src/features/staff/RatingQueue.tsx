import { reportReasons, type StaffRating } from '@unikit/contracts/teachers'
import { formatCount, formatDateTime } from '@unikit/design-system'
import { type Decision, DecisionButtons, DeskQueue, QueueList, QueueRow } from '@unikit/staff-desk'
import { deskApi } from '../../api/feedbackApi.ts'
import styles from './RatingQueue.module.css'

const reasonLabel = (value: string) => reportReasons.find((reason) => reason.value === value)?.label ?? value

/** What staff know of a reporter (docs/product/feedback.md#reports): the account's age, and whether it counted. */
function reporter(report: StaffRating['reports'][number]): string {
  const age =
    report.verified_days === null
      ? 'account age unknown'
      : `account verified ${formatCount(report.verified_days)} ${report.verified_days === 1 ? 'day' : 'days'} before`
  return `${age}, ${report.trusted ? 'counts towards holding it' : 'new: waits for staff'}`
}

/** A decision that takes the insight off the lists: a reason for the audit log first. */
const takeDown = (status: 'hidden' | 'deleted', label: string, done: string): Decision<StaffRating> => ({
  label,
  variant: status === 'deleted' ? 'danger' : 'secondary',
  ariaLabel: (rating) => `${label} insight ${rating.id}`,
  reason: {
    title: (rating) => `${label} insight ${rating.id}`,
    danger: status === 'deleted',
    required: true,
    hint: 'It goes in the audit log.',
  },
  run: (rating, reason) => deskApi.setStatus({ id: rating.id, status, reason }),
  done: (rating) => `Insight ${rating.id} ${done}`,
})

/** Publish at once, or hide or delete with a reason (the decision resolves the reports). */
const decisions: Decision<StaffRating>[] = [
  {
    label: 'Publish',
    variant: 'primary',
    ariaLabel: (rating) => `Publish insight ${rating.id}`,
    run: (rating) => deskApi.setStatus({ id: rating.id, status: 'public' }),
    done: (rating) => `Insight ${rating.id} published`,
  },
  takeDown('hidden', 'Hide', 'hidden'),
  takeDown('deleted', 'Delete', 'deleted'),
]

/** One staff queue: insights the word list held back ("pending") or students reported. */
export function RatingQueue({ queue }: { queue: 'pending' | 'reported' }) {
  return (
    <DeskQueue
      load={(page) => deskApi.queue(queue, page)}
      deps={[queue]}
      what="the queue"
      empty={{
        title: queue === 'pending' ? 'Nothing held for review' : 'No open reports',
        message: 'New insights that need a decision show here.',
      }}
    >
      {(ratings, reload) => (
        <QueueList label={queue === 'pending' ? 'Insights held for review' : 'Reported insights'}>
          {ratings.map((rating) => (
            <QueueRow
              key={rating.id}
              meta={
                <>
                  <strong>{rating.teacher_name}</strong> · {rating.course.name} ({rating.course.code}) ·
                  Semester {rating.semester}, {rating.year} · written {formatDateTime(rating.created_at)}
                </>
              }
              reports={rating.reports.map((report) => ({
                reason: reasonLabel(report.reason),
                note: report.note,
                at: report.at,
                by: reporter(report),
              }))}
              actions={<DecisionButtons item={rating} decisions={decisions} onDone={reload} />}
            >
              <p className={styles.note}>{rating.note}</p>
              {rating.flagged.length > 0 && (
                <p className={styles.flag}>Flagged words: {rating.flagged.join(', ')}</p>
              )}
            </QueueRow>
          ))}
        </QueueList>
      )}
    </DeskQueue>
  )
}
