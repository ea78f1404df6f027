import { Type } from 'typebox'

/** How the course list writes a code: three or four capitals and three to five digits (`ECON1192`, `LAW2447`). */
export const COURSE_CODE_PATTERN = '^[A-Z]{3,4}[0-9]{3,5}$'

/** A course code as the list writes it. */
export const CourseCode = Type.String({ minLength: 6, maxLength: 9, pattern: COURSE_CODE_PATTERN })

const courseCode = new RegExp(COURSE_CODE_PATTERN)

/**
 * A code as a student may type it (`econ1192`, `econ 1192`, `ECON-1192`) as the course list writes it
 * (`ECON1192`); null when the text is not a course code however it is spaced (docs/product/course-page.md#addresses).
 */
export function courseCodeOf(text: string): string | null {
  const compact = text.replace(/[\s\-_./]/g, '').toUpperCase()
  return courseCode.test(compact) ? compact : null
}

/** The course page's address (docs/product/course-page.md). */
export const coursePath = (code: string) => `/course/${encodeURIComponent(code)}`
