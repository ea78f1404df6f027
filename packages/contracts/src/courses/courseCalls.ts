import { type Static, Type } from 'typebox'
import { NameText } from '../common/textRules.ts'
import { CourseCode } from './courseCode.ts'

/**
 * A course of the one course list the archive and feedback share (docs/decisions/0763-one-course-list.md): its code
 * and its name.
 */
export const CourseRef = Type.Object({ code: CourseCode, name: Type.String() })
export type CourseRef = Static<typeof CourseRef>

/** A code as typed: the service reads it with `courseCodeOf` (`econ 1192` is `ECON1192`). */
const TypedCode = Type.String({ minLength: 1, maxLength: 20 })

/** `GET /api/private/course/get?code=`: the course page's course, and whether the reader starred it. */
export const CourseGetQuery = Type.Object({ code: TypedCode })
export type CourseGetQuery = Static<typeof CourseGetQuery>
export const CourseView = Type.Object({ ...CourseRef.properties, starred: Type.Boolean() })
export type CourseView = Static<typeof CourseView>
export const CourseViewResult = Type.Object({ data: CourseView })
export type CourseViewResult = Static<typeof CourseViewResult>

/** How many courses the header search suggests at most. */
export const COURSE_SUGGESTIONS = 6

/**
 * `GET /api/private/course/suggest?q=`: courses whose code or name matches what the student is typing, the code
 * first (case, spaces and diacritics do not matter).
 */
export const CourseSuggestQuery = Type.Object({ q: Type.String({ minLength: 1, maxLength: 100 }) })
export type CourseSuggestQuery = Static<typeof CourseSuggestQuery>
export const CourseRefList = Type.Object({ data: Type.Array(CourseRef) })
export type CourseRefList = Static<typeof CourseRefList>

/** `GET /api/private/course/starred`: the reader's starred courses ("My courses"), the newest star first. */
export const StarredCourses = CourseRefList

/** `POST /api/private/course/star`: the reader stars a course, or takes the star back; twice is once. */
export const CourseStarBody = Type.Object({ code: CourseCode, starred: Type.Boolean() })
export type CourseStarBody = Static<typeof CourseStarBody>
export const CourseStarResult = Type.Object({ data: Type.Object({ starred: Type.Boolean() }) })
export type CourseStarResult = Static<typeof CourseStarResult>

/**
 * `POST /internal/courses/names` (the drive service, called by the service that keeps the list): the whole list,
 * so every course folder of the archive takes its course's name.
 */
export const CourseNamesBody = Type.Object({
  courses: Type.Array(Type.Object({ code: CourseCode, name: NameText(160, { minLength: 2 }) }), {
    maxItems: 5000,
  }),
})
export type CourseNamesBody = Static<typeof CourseNamesBody>
export const CourseNamesResult = Type.Object({ data: Type.Object({ renamed: Type.Integer({ minimum: 0 }) }) })
export type CourseNamesResult = Static<typeof CourseNamesResult>
