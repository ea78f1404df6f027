import { useApiResource, useIsStaff } from '@unikit/auth'
import type { CourseLecturersProps } from '@unikit/contracts/courses'
import type { Rating } from '@unikit/contracts/teachers'
import { Loadable } from '@unikit/design-system'
import { useState } from 'react'
import { Link } from 'react-router'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { ReportInsightDialog } from '../lecturer/ReportInsightDialog.tsx'
import { CourseLecturerItem } from './CourseLecturerItem.tsx'
import styles from './CourseLecturers.module.css'

/**
 * Feedback's part of the course page (docs/product/feedback.md#course-lecturers): who teaches the course and how
 * students rate them for it, the most rated first, each leading to the lecturer's page with the course chosen.
 * The page gives the heading.
 */
export function CourseLecturers({ course }: CourseLecturersProps) {
  const lecturers = useApiResource(() => feedbackApi.courseLecturers(course.code), [course.code])
  const staff = useIsStaff()
  const [reporting, setReporting] = useState<Rating>()
  // A search by the code lists the course's lecturers, each page with "Provide insight".
  const rate = !staff && (
    <Link className={styles.rate} to={`/feedback/search?q=${encodeURIComponent(course.code)}`}>
      Rate a lecturer of this course
    </Link>
  )
  return (
    <Loadable
      state={lecturers}
      loading="Loading the lecturers"
      failure="The lecturers could not be loaded"
      isEmpty={(data) => data.lecturers.length === 0}
      empty={{
        headingLevel: 3,
        title: 'No lecturer is listed for this course yet',
        message: 'Staff add lecturers and their courses. Once one is listed, students can rate them here.',
      }}
    >
      {(data) => (
        <div className={styles.part}>
          <ul className={styles.list} aria-label={`Lecturers of ${course.code}`}>
            {data.lecturers.map((lecturer) => (
              <CourseLecturerItem
                key={lecturer.id}
                lecturer={lecturer}
                course={data.course}
                staff={staff}
                onReport={setReporting}
              />
            ))}
          </ul>
          {rate}
          <ReportInsightDialog rating={reporting} onClose={() => setReporting(undefined)} />
        </div>
      )}
    </Loadable>
  )
}
