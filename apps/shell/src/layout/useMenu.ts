import { useIsStaff, useSession } from '@unikit/auth'
import { coursePath } from '@unikit/contracts/courses'
import { useMyCourses } from '../courses/useMyCourses.ts'
import { type MenuEntry, type MenuGroup, mainMenu, staffMenu } from './menu.ts'

/** What "My courses" says with no course in it: why, for a visitor, a student whose stars are loading, or one with none. */
const myCoursesEmpty = (signedIn: boolean, loaded: boolean) =>
  !signedIn
    ? 'Sign in, then star a course on its page to keep it here.'
    : loaded
      ? 'Star a course on its page to keep it here.'
      : 'Loading your courses…'

/**
 * The header menu for whoever is signed in: staff get the desks instead of the student's orders; everyone else gets
 * "My courses", a student's starred courses (docs/product/course-page.md#my-courses). It is there from the first
 * paint, empty until they load, so the header does not move when they come.
 */
export function useMenu(): MenuEntry[] {
  const staff = useIsStaff()
  const signedIn = useSession((session) => session.signedIn)
  const courses = useMyCourses()
  if (staff) return [...mainMenu.filter((entry) => entry.label !== 'Orders'), staffMenu]
  const myCourses: MenuGroup = {
    label: 'My courses',
    children: (courses ?? []).map((course) => ({
      label: `${course.code} ${course.name}`,
      to: coursePath(course.code),
    })),
    empty: myCoursesEmpty(signedIn, courses !== undefined),
  }
  // After Learning: a course page joins the learning tools.
  return [...mainMenu.slice(0, 2), myCourses, ...mainMenu.slice(2)]
}
