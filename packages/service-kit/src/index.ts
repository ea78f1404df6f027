export { type AuditEntry, listAudit, type RecordedAudit, recordAudit } from './audit/auditLog.ts'
export {
  type AuditSubject,
  type AuditSubjectNames,
  auditSubjectIds,
  auditSubjectKey,
  type NamedAudit,
  nameAuditEntries,
} from './audit/auditNames.ts'
export type { AuthUser, SessionVerifier } from './auth/AuthUser.ts'
export { authErrors } from './auth/authErrors.ts'
export { bearerToken, MAX_TOKEN_LENGTH } from './auth/bearerToken.ts'
export { cachedVerifier, type VerifierCacheOptions } from './auth/cachedVerifier.ts'
export { type IntrospectionOptions, introspectionVerifier } from './auth/introspectionVerifier.ts'
export { type PresentedSession, presentedSession } from './auth/presentedSession.ts'
export { requireSameOrigin } from './auth/requestOrigin.ts'
export {
  clearedSessionCookie,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
  sessionCookieToken,
} from './auth/sessionCookie.ts'
export { whoamiRoute } from './auth/whoamiRoute.ts'
export {
  createServiceClient,
  INTERNAL_PREFIX,
  INTERNAL_TOKEN_HEADER,
  type ServiceClient,
} from './client/createServiceClient.ts'
export { fetchUserContacts } from './client/fetchUserContacts.ts'
export type { UpstreamFailure } from './client/UpstreamFailure.ts'
export { type BaseConfig, baseConfigSchema } from './config/baseConfigSchema.ts'
export { ConfigError } from './config/ConfigError.ts'
export { loadConfig } from './config/loadConfig.ts'
export { repoRoot } from './config/repoRoot.ts'
export { type AppOptions, createService, type ServiceDefinition } from './createService.ts'
export { createDatabase, type DatabaseKind } from './db/createDatabase.ts'
export { type DatabaseExtension, EXTENSIONS_SCHEMA } from './db/databaseExtensions.ts'
export { type Migrations, runMigrations } from './db/runMigrations.ts'
export { withMigrationLock } from './db/withMigrationLock.ts'
export { defineErrors, type ErrorSpec } from './errors/defineErrors.ts'
export { kitErrors } from './errors/kitErrors.ts'
export { ServiceError, withRetryAfter } from './errors/ServiceError.ts'
export { contentDisposition } from './files/contentDisposition.ts'
export { detectFileType } from './files/detectFileType.ts'
export { fileErrors } from './files/fileErrors.ts'
export type { Files } from './files/filesPlugin.ts'
export { documentTypes, fileTypes, imageTypes, inlineTypes, videoTypes } from './files/fileTypes.ts'
export { sanitizeFileName } from './files/sanitizeFileName.ts'
export type { SendOptions } from './files/sendFile.ts'
export type { UploadedFile, UploadRules } from './files/uploadFile.ts'
export { DRAINING_HEADER, UNPROCESSED_HEADER } from './http/drainPlugin.ts'
export { claimDueRows } from './jobs/claimDueRows.ts'
export type { JobContext, JobHandler, Jobs } from './jobs/Jobs.ts'
export type { JobStatus, JobsTable } from './jobs/JobsTable.ts'
export { findJobByKey, type NewJob } from './jobs/jobQueries.ts'
export { oneRunAtATime, type Runs } from './jobs/oneRunAtATime.ts'
export { retryDelayMs } from './jobs/retryDelayMs.ts'
export type { KitDatabase, OutboxStatus } from './kitSchema/KitDatabase.ts'
export { createMailer } from './mail/createMailer.ts'
export { devMailRoutes } from './mail/devMailRoutes.ts'
export { extractLinks } from './mail/extractLinks.ts'
export type { Mail, Mailer } from './mail/Mailer.ts'
export { readOutbox } from './mail/outbox.ts'
export type { Notice, Notices } from './notices/Notices.ts'
export { countNotices } from './notices/noticeQueries.ts'
export type { Outbox } from './outbox/Outbox.ts'
export {
  countOutboxMail,
  insertOutboxMailFrom,
  listOutboxMail,
  type OutboxEntry,
  type OutgoingMail,
  requeueFailedMail,
} from './outbox/outboxQueries.ts'
export { ERASED_ADDRESS, eraseOutboxMail } from './privacy/eraseOutboxMail.ts'
export type { ErasedUser } from './privacy/eraseUserRoute.ts'
export { redactAudit } from './privacy/redactAudit.ts'
export { scopedRoutes } from './scopedRoutes.ts'
export {
  compactCode,
  FUZZY_BELOW,
  likeEscaped,
  type NameSearch,
  nameSearch,
  SEARCH_CANDIDATES,
  searchWords,
} from './search/nameSearch.ts'
export type { KitApp, ServiceApp, ServicePlugin, ServiceRoutes } from './serviceTypes.ts'
export { startService } from './startService.ts'
export { localStorage } from './storage/localStorage.ts'
export type { ByteRange, ObjectRead, ObjectStorage, WrittenObject } from './storage/ObjectStorage.ts'
export { type S3StorageOptions, s3Storage } from './storage/s3Storage.ts'
