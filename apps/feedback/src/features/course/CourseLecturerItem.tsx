import type { CourseLecturer } from '@unikit/contracts/courses'
import type { Course, Rating } from '@unikit/contracts/teachers'
import { formatCount } from '@unikit/design-system'
import { Link } from 'react-router'
import { Averages } from '../lecturer/Averages.tsx'
import { InsightItem } from '../lecturer/InsightItem.tsx'
import { TopTags } from '../lecturer/TopTags.tsx'
import { Avatar } from '../shared/Avatar.tsx'
import { lecturerPath } from '../shared/lecturerPath.ts'
import { CourseFigures } from './CourseFigures.tsx'
import styles from './CourseLecturers.module.css'

const insights = (count: number) => `${formatCount(count)} ${count === 1 ? 'insight' : 'insights'}`

/**
 * One lecturer of the course: the name leads to their page with the course chosen; the figures, top tags and
 * newest insights are for this course alone, the five averages folded under them.
 */
export function CourseLecturerItem({
  lecturer,
  course,
  staff,
  onReport,
}: {
  lecturer: CourseLecturer
  course: Course
  staff: boolean
  onReport: (rating: Rating) => void
}) {
  const href = lecturerPath(lecturer.id, course.id)
  const where = [lecturer.major, lecturer.campus].filter(Boolean).join(' · ')
  const count = lecturer.summary.count
  return (
    <li className={`uk-box ${styles.lecturer}`}>
      <div className={styles.head}>
        <Avatar name={lecturer.fullname} url={lecturer.avatar_url} />
        <div className={styles.identity}>
          <h3 className={styles.name}>
            <Link to={href}>{lecturer.fullname}</Link>
          </h3>
          {where && <p className={styles.meta}>{where}</p>}
        </div>
      </div>
      {count === 0 ? (
        <p className={styles.none}>No ratings for this course yet</p>
      ) : (
        <>
          <CourseFigures lecturer={lecturer} />
          <TopTags tags={lecturer.top_tags} heading={{ level: 4, text: `Top tags for ${course.code}` }} />
          <details className={styles.averages}>
            <summary>All five averages</summary>
            <Averages recent={lecturer.recent} allTime={lecturer.all_time} />
          </details>
          <h4 className={styles.subheading}>Latest insights</h4>
          <ol className="uk-stack uk-bare-list">
            {lecturer.latest.map((rating) => (
              <InsightItem key={rating.id} rating={rating} staff={staff} onReport={onReport} />
            ))}
          </ol>
          <Link to={href} className={styles.all}>
            All {insights(count)} about {lecturer.fullname} for {course.code}
          </Link>
        </>
      )}
    </li>
  )
}
