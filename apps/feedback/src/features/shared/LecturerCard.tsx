import type { TeacherSummary } from '@unikit/contracts/teachers'
import { formatCount } from '@unikit/design-system'
import { Link } from 'react-router'
import { Avatar } from './Avatar.tsx'
import styles from './LecturerCard.module.css'
import { lecturerPath } from './lecturerPath.ts'

/** A lecturer in a list: picture, name (the link to their page), where they teach, and their overall average. */
export function LecturerCard({
  lecturer,
  highlight = false,
}: {
  lecturer: TeacherSummary
  highlight?: boolean
}) {
  const where = [lecturer.major, lecturer.campus].filter(Boolean).join(' · ')
  return (
    <li className={`${styles.card} ${highlight ? styles.highlight : ''}`}>
      <Avatar name={lecturer.fullname} url={lecturer.avatar_url} />
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link to={lecturerPath(lecturer.id)}>{lecturer.fullname}</Link>
        </h3>
        {where && <p className={styles.meta}>{where}</p>}
        {lecturer.courses.length > 0 && (
          <p className={styles.meta}>{lecturer.courses.map((course) => course.code).join(', ')}</p>
        )}
        <p className={styles.score}>
          {lecturer.overall === null ? (
            'No insights yet'
          ) : (
            <>
              <strong>{lecturer.overall.toFixed(1)} / 5</strong> from {formatCount(lecturer.insight_count)}{' '}
              {lecturer.insight_count === 1 ? 'insight' : 'insights'}
            </>
          )}
        </p>
      </div>
    </li>
  )
}
