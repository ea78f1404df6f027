import { courseApi } from '@unikit/auth'
import type { CourseRef } from '@unikit/contracts/courses'
import { Button, Icon, toast, useSubmission } from '@unikit/design-system'
import { useState } from 'react'
import { courseStarred } from '../../courses/myCoursesStore.ts'
import styles from './CoursePage.module.css'

/** Star a course: it joins "My courses" in the header's menu (docs/product/course-page.md#my-courses). */
export function StarCourseButton({
  course,
  starred,
  disabled = false,
}: {
  course: CourseRef
  starred: boolean
  disabled?: boolean
}) {
  const [on, setOn] = useState(starred)
  const { pending, run } = useSubmission()
  const toggle = () =>
    run(async () => {
      const next = !on
      setOn(next)
      try {
        const saved = await courseApi.star(course.code, next)
        setOn(saved)
        courseStarred(course, saved)
      } catch {
        setOn(!next)
        toast(
          next
            ? 'The course could not be starred. Try again.'
            : 'The star could not be taken back. Try again.',
          {
            type: 'error',
          },
        )
      }
    })
  return (
    <Button
      variant="secondary"
      aria-pressed={on}
      aria-busy={pending || undefined}
      disabled={disabled}
      onClick={() => void toggle()}
    >
      {/* Filled while the course is starred: the state shows, not only the words. */}
      <Icon name="star" size={18} className={on ? styles.starred : undefined} />
      {on ? 'In My courses' : 'Add to My courses'}
    </Button>
  )
}
