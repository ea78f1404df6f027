import { type Static, Type } from 'typebox'
import { NameText } from '../common/textRules.ts'
import {
  Averages,
  Course,
  InsightSummary,
  Rating,
  TeacherDetail,
  TeacherSummary,
} from '../teachers/teacherCalls.ts'
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

/** How many of a lecturer's newest insights about the course its page shows. */
export const COURSE_LATEST_INSIGHTS = 2

/**
 * A lecturer of the course, rated for this course alone (docs/product/feedback.md#course-lecturers): the card, the
 * averages and summary the lecturer's page gives when this course is chosen, its top tags, and the newest insights
 * about it. A lecturer nobody rated for the course yet has a count of 0 and no insights.
 */
export const CourseLecturer = Type.Object({
  ...Type.Pick(TeacherSummary, ['id', 'fullname', 'major', 'campus', 'avatar_url']).properties,
  top_tags: TeacherDetail.properties.top_tags,
  recent: Averages,
  all_time: Averages,
  summary: Type.Omit(InsightSummary, ['by_course']),
  latest: Type.Array(Rating, { maxItems: COURSE_LATEST_INSIGHTS }),
})
export type CourseLecturer = Static<typeof CourseLecturer>

/**
 * `GET /api/private/course/lecturers?code=`: who teaches the course (retired lecturers left out), those with the
 * most insights about it first, then by name; `course` carries the id the lecturer's page filters by.
 */
export const CourseLecturersQuery = CourseGetQuery
export type CourseLecturersQuery = Static<typeof CourseLecturersQuery>
export const CourseLecturersResult = Type.Object({
  data: Type.Object({ course: Course, lecturers: Type.Array(CourseLecturer) }),
})
export type CourseLecturersResult = Static<typeof CourseLecturersResult>
