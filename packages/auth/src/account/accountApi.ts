import type {
  ConfirmResetBody,
  DeleteAccountBody,
  DeleteAccountResult,
  LoginBody,
  LoginResult,
  MeResult,
  OkResult,
  ResetPasswordBody,
  SessionResult,
  SetPasswordBody,
  SigninLinkBody,
  SignupBody,
  SignupResult,
  UpdateMeBody,
  UpdateMeResult,
  UseSigninLinkBody,
  VerifyBody,
  VerifyResult,
} from '@unikit/contracts/accounts'
import { api } from '../api/api.ts'
import { publicApi } from '../api/publicApi.ts'

/** A logout must not keep anyone waiting: the session is forgotten locally whatever the server says. */
const REVOKE_TIMEOUT_MS = 10_000

const signalOption = (signal: AbortSignal | undefined) => (signal ? { signal } : {})

/**
 * The accounts service's calls (`@unikit/contracts/accounts`), typed. Each rejects with ky's errors; read them
 * with `readApiError` (codes such as `INVALID_CREDENTIALS`, `WEAK_PASSWORD`, `INVALID_LINK`). They are
 * `async`, so even a request that cannot be built rejects rather than throws.
 */
export const accountApi = {
  /** `POST private/signup`: creates the account; it does not sign in. */
  signup: async (body: SignupBody) => publicApi.post('private/signup', { json: body }).json<SignupResult>(),

  /** `POST private/login`: the server sets the HttpOnly session cookie (a browser gets no token). */
  login: async (body: LoginBody) => publicApi.post('private/login', { json: body }).json<LoginResult>(),

  /** `GET private/me` by the session cookie. A 401 of the page's session ends it (`expireSession`). */
  loadProfile: async ({ signal }: { signal?: AbortSignal } = {}) =>
    api.get('private/me', signalOption(signal)).json<MeResult>(),

  /**
   * `GET private/me/session`, asking whether this browser has a session at all: the profile, or null for a visitor
   * (which ends nothing and opens no dialog: `restoreSession`). It answers 200 either way, so a visitor's page
   * logs no failed request, as a 401 of `private/me` did.
   */
  findSession: async ({ signal }: { signal?: AbortSignal } = {}): Promise<MeResult | null> => {
    const session = await publicApi.get('private/me/session', signalOption(signal)).json<SessionResult>()
    return session.user && session.account ? { user: session.user, account: session.account } : null
  },

  /** `POST private/me/update`: the updated user. A changed e-mail address is unverified again. */
  updateProfile: async (body: UpdateMeBody) =>
    api.post('private/me/update', { json: body }).json<UpdateMeResult>(),

  /** `POST private/me/set_password`: the user's other sessions end; this one stays. */
  setPassword: async (body: SetPasswordBody) =>
    api.post('private/me/set_password', { json: body }).json<OkResult>(),

  /** `POST private/accounts/me/delete`: deletes the account (the password confirms it); every session ends. */
  deleteAccount: async (body: DeleteAccountBody) =>
    api.post('private/accounts/me/delete', { json: body, retry: 0 }).json<DeleteAccountResult>(),

  /** `POST private/login/link`: mails a 15-minute sign-in link; the same answer whether or not the address is known. */
  requestSigninLink: async (body: SigninLinkBody) =>
    publicApi.post('private/login/link', { json: body }).json<OkResult>(),

  /** `POST private/login/link/use`: the e-mailed link's token → a session, as `login` answers. */
  useSigninLink: async (body: UseSigninLinkBody) =>
    publicApi.post('private/login/link/use', { json: body, retry: 0 }).json<LoginResult>(),

  /** `POST private/reset_password`: mails a reset link; the same answer whether or not the address is known. */
  requestPasswordReset: async (body: ResetPasswordBody) =>
    publicApi.post('private/reset_password', { json: body }).json<OkResult>(),

  /** `POST private/u/reset`: the e-mailed link's token and the new password. */
  confirmPasswordReset: async (body: ConfirmResetBody) =>
    publicApi.post('private/u/reset', { json: body }).json<OkResult>(),

  /** `POST private/u/verify/create`: mails a new verification link to the signed-in user. */
  requestVerification: async () => api.post('private/u/verify/create').json<OkResult>(),

  /** `POST private/u/verify`: consumes the e-mailed link's token; answers the address now verified. */
  verifyEmail: async (body: VerifyBody, signal?: AbortSignal) =>
    publicApi.post('private/u/verify', { json: body, ...signalOption(signal) }).json<VerifyResult>(),

  /** `POST private/accounts/logout`: the server ends the cookie's session and clears the cookie. */
  logout: async (): Promise<void> => {
    await publicApi.post('private/accounts/logout', { retry: 0, timeout: REVOKE_TIMEOUT_MS })
  },
}
