export * from './driveCalls.ts'
export { type DriveErrorCode, driveErrorCodes } from './driveErrorCodes.ts'
export * from './driveRules.ts'
