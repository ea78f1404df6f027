import { defineErrors } from '@unikit/service-kit'

/** The teachers service's errors; the feedback remote maps each code (`teacherErrorCodes`) to its own words. */
export const errors = defineErrors({
  TEACHER_NOT_FOUND: [404, 'No lecturer with this id'],
  RATING_NOT_FOUND: [404, 'No insight with this id'],
  COURSE_NOT_FOUND: [404, 'No course with this id'],
  COURSE_NOT_LISTED: [404, 'No course %s on the course list'],
  COURSE_NOT_TAUGHT: [400, 'This lecturer does not teach that course'],
  UNKNOWN_TAG: [400, 'Not a tag on the list: %s'],
  TOO_MANY_TAGS: [400, 'Only select up to 5 tags'],
  YEAR_OUT_OF_RANGE: [400, 'Year must be between 2018 and %s'],
  STAFF_CANNOT_RATE: [403, 'Staff accounts cannot rate lecturers'],
  ALREADY_REPORTED: [409, 'You have already reported this insight'],
  CANNOT_REPORT_OWN: [400, 'You cannot report your own insight'],
  TAG_EXISTS: [409, 'A tag with this name exists already'],
  COURSE_EXISTS: [409, 'A course with this code exists already'],
  REASON_REQUIRED: [400, 'Give a reason to hide or delete an insight'],
  EDIT_WINDOW_CLOSED: [409, 'An insight can be edited or deleted within 30 days of writing it'],
  INSIGHT_EXISTS: [409, 'You have an insight for this course and semester already'],
  CANNOT_VOTE_OWN: [400, 'You cannot mark your own insight helpful'],
  REPORT_NOTE_REQUIRED: [400, 'Say in a few words what is wrong with this insight'],
})
