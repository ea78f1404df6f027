export { AdminError } from './AdminError.ts'
export { adminArguments, wantsHelp } from './adminArguments.ts'
export { type AdminSession, type AdminSessionOptions, openAdminSession } from './openAdminSession.ts'
export { runAdminCommand } from './runAdminCommand.ts'
