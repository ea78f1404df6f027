import { useIsStaff, useSession } from '@unikit/auth'
import { coursePath } from '@unikit/contracts/courses'
import { useMyCourses } from '../courses/useMyCourses.ts'
import { type MenuEntry, type MenuGroup, mainMenu, staffMenu } from './menu.ts'

/**
 * The header menu for whoever is signed in: staff get the desks instead of the student's orders; a student also
 * gets "My courses", their starred courses (docs/product/course-page.md#my-courses), once loaded.
 */
export function useMenu(): MenuEntry[] {
  const staff = useIsStaff()
  const signedIn = useSession((session) => session.signedIn)
  const courses = useMyCourses()
  if (staff) return [...mainMenu.filter((entry) => entry.label !== 'Orders'), staffMenu]
  if (!signedIn || !courses) return mainMenu
  const myCourses: MenuGroup = {
    label: 'My courses',
    children: courses.map((course) => ({
      label: `${course.code} ${course.name}`,
      to: coursePath(course.code),
    })),
    empty: 'Star a course on its page to keep it here.',
  }
  // After Learning: a course page joins the learning tools.
  return [...mainMenu.slice(0, 2), myCourses, ...mainMenu.slice(2)]
}
