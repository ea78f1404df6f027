export * from './courseCalls.ts'
export { COURSE_CODE_PATTERN, CourseCode, courseCodeOf, coursePath } from './courseCode.ts'
export type * from './coursePartProps.ts'
