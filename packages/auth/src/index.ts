// Account calls and flows
export { accountApi } from './account/accountApi.ts'
export { deleteAccount } from './account/deleteAccount.ts'
export { logout } from './account/logout.ts'
export { type RefreshProfileOptions, refreshProfile } from './account/refreshProfile.ts'
export { restoreSession } from './account/restoreSession.ts'
export { sessionAbsentAtLoad } from './account/sessionAbsentAtLoad.ts'
export { signInWithLink, signInWithPassword } from './account/signInWithPassword.ts'
// API client
export { api } from './api/api.ts'
export {
  type ApiClientOptions,
  createApiClient,
  DEFAULT_API_BASE_URL,
  DEFAULT_API_TIMEOUT,
} from './api/createApiClient.ts'
export { publicApi } from './api/publicApi.ts'
export { type ApiError, readApiError } from './api/readApiError.ts'
export { onUnauthorized, type UnauthorizedEvent, type UnauthorizedListener } from './api/unauthorized.ts'
export { UploadError, type UploadOptions, type UploadProgress, uploadFile } from './api/uploadFile.ts'
export { type ApiResource, useApiResource } from './api/useApiResource.ts'
export { courseApi } from './courses/courseApi.ts'
// Sign-in dialog
export {
  type AuthDialogMode,
  type AuthDialogState,
  authDialogStore,
  type OpenAuthDialogOptions,
} from './dialog/authDialogStore.ts'
export { useAuthDialog } from './dialog/useAuthDialog.ts'
// Session
export { isSignedIn, SESSION_STORAGE_KEY, type SessionState, sessionStore } from './session/sessionStore.ts'
export type { LoginType, SessionAccount, SessionData, SessionUser } from './session/sessionTypes.ts'
export { useIsStaff, useIsStudent } from './session/useIsStaff.ts'
export { useSession } from './session/useSession.ts'
