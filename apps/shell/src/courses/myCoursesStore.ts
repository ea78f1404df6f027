import { courseApi } from '@unikit/auth'
import type { CourseRef } from '@unikit/contracts/courses'
import { createStore } from 'zustand/vanilla'

type MyCourses = {
  /** Whose courses these are: another student signing in starts afresh. */
  owner: string | null
  /** The student's starred courses, the newest star first; undefined until loaded. */
  courses: CourseRef[] | undefined
}

/** "My courses" (docs/product/course-page.md#my-courses): kept on the server, held here for the header's menu. */
export const myCoursesStore = createStore<MyCourses>()(() => ({ owner: null, courses: undefined }))

/** Loads a student's starred courses once (the header and the menu drawer both ask); a failure is asked again. */
export async function loadMyCourses(owner: string): Promise<void> {
  if (myCoursesStore.getState().owner === owner) return
  myCoursesStore.setState({ owner, courses: undefined })
  try {
    const courses = await courseApi.starred()
    if (myCoursesStore.getState().owner === owner) myCoursesStore.setState({ courses })
  } catch {
    if (myCoursesStore.getState().owner === owner) myCoursesStore.setState({ owner: null })
  }
}

/** A star given or taken back on a course page: the menu follows at once. */
export function courseStarred(course: CourseRef, starred: boolean): void {
  const { courses } = myCoursesStore.getState()
  if (!courses) return
  const others = courses.filter((known) => known.code !== course.code)
  myCoursesStore.setState({ courses: starred ? [course, ...others] : others })
}
