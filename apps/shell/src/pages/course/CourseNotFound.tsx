import { EmptyState } from '@unikit/design-system'
import { Link } from 'react-router'

/** A course page for a code the list does not have (or text that is no course code). */
export function CourseNotFound({ typed }: { typed: string }) {
  return (
    <div className="uk-page">
      <title>Course not found · Unikit</title>
      <h1>Course not found</h1>
      <EmptyState
        title={`No course ${typed} on the course list`}
        message="Check the code, or search for the course by its name in the header."
        action={<Link to="/archive">Browse the courses in the archive</Link>}
      />
    </div>
  )
}
