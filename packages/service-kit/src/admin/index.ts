export { AdminError } from './AdminError.ts'
export { adminArguments, wantsHelp } from './adminArguments.ts'
export {
  type AdminSession,
  type AdminSessionOptions,
  openAdminSession,
  refuseWhileServiceRuns,
} from './openAdminSession.ts'
export { resendFailedMail } from './resendFailedMail.ts'
export { runAdminCommand } from './runAdminCommand.ts'
