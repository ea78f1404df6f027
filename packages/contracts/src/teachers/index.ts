export * from './insightSignals.ts'
export * from './ratingRules.ts'
export * from './teacherCalls.ts'
export { type TeacherErrorCode, teacherErrorCodes } from './teacherErrorCodes.ts'
