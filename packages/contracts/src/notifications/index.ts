export * from './noticeKinds.ts'
export * from './notificationCalls.ts'
