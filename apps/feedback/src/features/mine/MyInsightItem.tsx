import type { Rating } from '@unikit/contracts/teachers'
import { Badge, type BadgeTone, Button, formatCount, formatDate, Link } from '@unikit/design-system'
import list from '../lecturer/InsightList.module.css'
import styles from './MyInsights.module.css'

/** Each state in the author's words (docs/product/feedback.md#my-insights). */
const states: Record<Rating['status'], { label: string; tone: BadgeTone; about: string }> = {
  public: { label: 'Published', tone: 'success', about: 'Other students can read it.' },
  pending: {
    label: 'Waiting for review',
    tone: 'warning',
    about: 'Staff read it before it is shown; you will get a notice when they decide.',
  },
  reported: {
    label: 'Waiting for review',
    tone: 'warning',
    about:
      'Students reported it, so it is off the list while staff look at it; you will get a notice when they decide.',
  },
  hidden: { label: 'Hidden', tone: 'danger', about: 'Staff hid it: other students no longer see it.' },
}

/** One of the student's own insights: where it stands and why, and Edit and Delete while it may still change. */
export function MyInsightItem({
  rating,
  now,
  onEdit,
  onDelete,
}: {
  rating: Rating
  now: Date
  onEdit: (rating: Rating) => void
  onDelete: (rating: Rating) => void
}) {
  const state = states[rating.status]
  const until = rating.editable_until ? new Date(rating.editable_until) : null
  const editable = until !== null && until > now
  const what = `your insight on ${rating.teacher_name}, ${rating.course.code}`
  return (
    <li className={`uk-box ${list.item}`}>
      <h2 className={styles.title}>
        <Link href={`/feedback/lecturer/${rating.teacher_id}`}>{rating.teacher_name}</Link>
      </h2>
      <p className="uk-muted uk-muted--sm">
        {rating.course.name} ({rating.course.code}) · Semester {rating.semester}, {rating.year} · written{' '}
        {formatDate(rating.created_at)}
      </p>
      <p className={`uk-cluster ${styles.state}`}>
        <Badge tone={state.tone}>{state.label}</Badge> {state.about}
      </p>
      {rating.status === 'hidden' && rating.status_reason && (
        <p className={`uk-callout uk-callout--danger ${styles.reason}`}>
          <strong>Staff's reason:</strong> {rating.status_reason}
        </p>
      )}
      <p className={list.note}>{rating.note}</p>
      {rating.helpful > 0 && (
        <p className="uk-muted uk-muted--sm">
          {formatCount(rating.helpful)} {rating.helpful === 1 ? 'student' : 'students'} found it helpful
        </p>
      )}
      {editable ? (
        <div className="uk-cluster">
          <Button variant="secondary" size="sm" onClick={() => onEdit(rating)} aria-label={`Edit ${what}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onDelete(rating)} aria-label={`Delete ${what}`}>
            Delete
          </Button>
          <span className="uk-muted uk-muted--sm">
            You can change or delete it until {formatDate(until.toISOString())}.
          </span>
        </div>
      ) : (
        <p className="uk-muted uk-muted--sm">Written more than 30 days ago: it can no longer be changed.</p>
      )}
    </li>
  )
}
