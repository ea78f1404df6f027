/** The teachers service's error codes, which the feedback remote maps to its messages. */
export const teacherErrorCodes = [
  'TEACHER_NOT_FOUND',
  'RATING_NOT_FOUND',
  'COURSE_NOT_FOUND',
  /** No course of the list has that code (the course page, a star). */
  'COURSE_NOT_LISTED',
  /** The course is not one this lecturer teaches. */
  'COURSE_NOT_TAUGHT',
  /** A tag that is not on the list. */
  'UNKNOWN_TAG',
  'TOO_MANY_TAGS',
  /** The year is before 2018 or after this year. */
  'YEAR_OUT_OF_RANGE',
  /** Staff accounts run the desk; they do not rate. */
  'STAFF_CANNOT_RATE',
  'ALREADY_REPORTED',
  'CANNOT_REPORT_OWN',
  'TAG_EXISTS',
  'COURSE_EXISTS',
  /** A reason is needed to hide or delete an insight. */
  'REASON_REQUIRED',
  /** An insight can be edited or deleted within 30 days of writing it. */
  'EDIT_WINDOW_CLOSED',
  /** The edit would make a second insight for the same course, semester and year. */
  'INSIGHT_EXISTS',
  'CANNOT_VOTE_OWN',
  /** A report for "something else" says what in words. */
  'REPORT_NOTE_REQUIRED',
] as const
export type TeacherErrorCode = (typeof teacherErrorCodes)[number]
