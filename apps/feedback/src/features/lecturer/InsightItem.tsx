import { type Rating, ratingDimensions, rmitGrades } from '@unikit/contracts/teachers'
import { Badge, Button, formatCount } from '@unikit/design-system'
import type { ReactNode } from 'react'
import { HelpfulButton } from './HelpfulButton.tsx'
import styles from './InsightList.module.css'

const gradeLabel = (grade: string) => rmitGrades.find((known) => known.value === grade)?.label ?? grade

/** What the insight says besides its note: would they take the lecturer again, the grade they received. */
function signals(rating: Rating): string {
  const said = []
  if (rating.would_take_again !== null)
    said.push(`Would take again: ${rating.would_take_again ? 'yes' : 'no'}`)
  if (rating.grade) said.push(`Grade received: ${rating.grade} (${gradeLabel(rating.grade)})`)
  return said.join(' · ')
}

/**
 * One insight as students read it (docs/product/feedback.md#reading-insights): only "RMIT student" about who wrote
 * it, the scores and signals, Helpful and Report on another student's; an aged one is folded until opened.
 */
export function InsightItem({
  rating,
  staff,
  onReport,
}: {
  rating: Rating
  /** Staff read insights here; they neither vote nor report (they decide at the desk). */
  staff: boolean
  onReport: (rating: Rating) => void
}) {
  const said = signals(rating)
  const body: ReactNode = (
    <>
      <p className={styles.note}>{rating.note}</p>
      {rating.tags.length > 0 && (
        <ul className={`uk-cluster uk-bare-list ${styles.tags}`} aria-label="Tags">
          {rating.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <p className={styles.scores}>
        {ratingDimensions
          .map((dimension) => `${dimension.label} ${rating.rating[dimension.key]}/5`)
          .join(' · ')}
      </p>
      {said && <p className={styles.scores}>{said}</p>}
    </>
  )
  return (
    <li className={`uk-box ${styles.item}`}>
      <p className={`uk-cluster ${styles.byline}`}>
        <strong>RMIT student</strong> · {rating.course.name} ({rating.course.code}) · Semester{' '}
        {rating.semester}, {rating.year}
        {rating.mine && <Badge tone="info">Yours</Badge>}
      </p>
      {rating.aged ? (
        <details className={styles.aged}>
          <summary>Written about a course more than three years ago</summary>
          {body}
        </details>
      ) : (
        body
      )}
      <div className="uk-cluster">
        {!rating.mine && !staff && <HelpfulButton rating={rating} />}
        {rating.mine && rating.helpful > 0 && (
          <span className={styles.scores}>
            {formatCount(rating.helpful)} {rating.helpful === 1 ? 'student' : 'students'} found it helpful
          </span>
        )}
        {!rating.mine && !staff && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onReport(rating)}
            aria-label={`Report the insight of ${rating.course.code}, semester ${rating.semester} ${rating.year}`}
          >
            Report
          </Button>
        )}
      </div>
    </li>
  )
}
