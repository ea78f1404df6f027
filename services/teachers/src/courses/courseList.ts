import { foldText } from '@unikit/contracts'
import { COURSE_SUGGESTIONS, type CourseRef, type CourseView, courseCodeOf } from '@unikit/contracts/courses'
import { addCourseStar, hasCourseStar, removeCourseStar, starredCourses } from '../db/courseStars.ts'
import { courseByCode, coursesMatching } from '../db/courses.ts'
import type { TeachersDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** The list's course for a code however it was typed (`econ 1192`); 404 COURSE_NOT_LISTED when there is none. */
export async function listedCourse(db: TeachersDb, typed: string) {
  const code = courseCodeOf(typed)
  const course = code ? await courseByCode(db, code) : undefined
  if (!course) throw new errors.COURSE_NOT_LISTED(typed.trim().slice(0, 20))
  return course
}

/** The course page's course, and whether this student starred it (docs/product/course-page.md). */
export async function courseView(db: TeachersDb, userId: string, typed: string): Promise<CourseView> {
  const course = await listedCourse(db, typed)
  return { code: course.code, name: course.name, starred: await hasCourseStar(db, userId, course.id) }
}

/**
 * What the header suggests as a student types (docs/product/course-page.md#suggestions): courses whose code or name
 * holds the text, case and diacritics folded (`kinh te` finds "Kinh tế"), the code also read as a code
 * (`econ 1192`); nothing for text that folds to nothing.
 */
export function suggestCourses(db: TeachersDb, typed: string): Promise<CourseRef[]> {
  const text = foldText(typed)
  if (!text) return Promise.resolve([])
  return coursesMatching(db, { text, code: text }, COURSE_SUGGESTIONS)
}

/** A student stars a course, or takes the star back; either twice is once (the key is the student and course). */
export async function starCourse(db: TeachersDb, userId: string, code: string, starred: boolean) {
  const course = await listedCourse(db, code)
  if (starred) await addCourseStar(db, userId, course.id)
  else await removeCourseStar(db, userId, course.id)
  return starred
}

/** "My courses": the student's starred courses, the newest star first. */
export async function myCourses(db: TeachersDb, userId: string): Promise<CourseRef[]> {
  return (await starredCourses(db, userId)).map(({ code, name }) => ({ code, name }))
}
