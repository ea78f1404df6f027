import { courseApi, useApiResource } from '@unikit/auth'
import { type CourseRef, courseCodeOf, coursePath } from '@unikit/contracts/courses'
import { Loadable, PageHeading } from '@unikit/design-system'
import { useMemo } from 'react'
import { Link, Navigate, useParams } from 'react-router'
import { CourseNotFound } from './CourseNotFound.tsx'
import styles from './CoursePage.module.css'
import { CourseParts } from './CourseParts.tsx'
import { StarCourseButton } from './StarCourseButton.tsx'

/** Where "Order a Sample Citation for this course" goes: the order form with the course filled in. */
export const sampleCitationOrderPath = (code: string) =>
  `/order/new/sample-citation?course=${encodeURIComponent(code)}`

/**
 * `/course/:code` (docs/product/course-page.md): one page per course of the list, joining the tools. The shell
 * draws the course and its actions; the archive and feedback remotes draw their parts
 * (docs/decisions/0764-the-course-page-composes-parts.md). A code typed another way (`econ1192`) moves to its
 * address as the list writes it.
 */
export function CoursePage() {
  const typed = useParams().code ?? ''
  const code = courseCodeOf(typed)
  if (!code) return <CourseNotFound typed={typed} />
  if (code !== typed) return <Navigate to={coursePath(code)} replace />
  return <Course key={code} code={code} />
}

function Course({ code }: { code: string }) {
  const loaded = useApiResource(() => courseApi.get(code), [code])
  const view = loaded.data
  // The parts start with the code alone, beside the course's own call rather than after it: the name only titles
  // the page (docs/decisions/0764-the-course-page-composes-parts.md).
  const name = view?.name ?? code
  const course = useMemo<CourseRef>(() => ({ code, name }), [code, name])
  if (loaded.status === 'error' && loaded.error.status === 404) return <CourseNotFound typed={code} />
  return (
    <div className="uk-page">
      <title>{view ? `${code} ${view.name} · Unikit` : `${code} · Unikit`}</title>
      <PageHeading
        title={name}
        subtitle={`${code} · samples, lecturers and citations in one place`}
        actions={
          <div className={styles.actions}>
            {/* In its place from the start (no shift), pressable once the star is known. */}
            <StarCourseButton
              key={view ? 'known' : 'loading'}
              course={course}
              starred={view?.starred ?? false}
              disabled={!view}
            />
            <Link className="uk-button uk-button--secondary uk-button--md" to={sampleCitationOrderPath(code)}>
              Order a Sample Citation for this course
            </Link>
          </div>
        }
      />
      {loaded.status === 'error' && (
        <Loadable state={loaded} loading="Loading the course" failure="This course could not be loaded" />
      )}
      <CourseParts course={course} />
    </div>
  )
}
