import { type Static, Type } from 'typebox'
import { NameText } from '../common/textRules.ts'
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './accountLimits.ts'

const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH })
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH })
// Emptiness (after trimming) is the service's to refuse, with its own message.
const Name = NameText(NAME_MAX_LENGTH, { minLength: 0 })

/** `POST /api/private/signup`. The service checks the domain and the password policy itself. */
export const SignupBody = Type.Object({ first_name: Name, last_name: Name, email: Email, password: Password })
export type SignupBody = Static<typeof SignupBody>

/** The new user's id. Sign-up does not sign in: the dialog switches to login (docs/product/accounts.md#sign-up). */
export const SignupResult = Type.Object({ id: Type.String() })
export type SignupResult = Static<typeof SignupResult>

/** `POST /api/private/login`. */
export const LoginBody = Type.Object({ email: Email, password: Password })
export type LoginBody = Static<typeof LoginBody>

/**
 * A new session, with its expiry (docs/product/accounts.md#sessions). A browser gets it only as the HttpOnly
 * session cookie; `id`, the opaque bearer token, is in the body only for a client that sent no `Origin`, that is no
 * browser (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export const LoginResult = Type.Object({
  id: Type.Optional(Type.String({ description: 'The bearer token, for clients that are not browsers' })),
  expiresAt: Type.String({ format: 'date-time' }),
})
export type LoginResult = Static<typeof LoginResult>

/** `POST /api/private/reset_password`: the answer is the same whether or not the address has an account. */
export const ResetPasswordBody = Type.Object({ email: Email })
export type ResetPasswordBody = Static<typeof ResetPasswordBody>

/** `POST /api/private/login/link`: a one-time sign-in link by mail; the same answer for any address. */
export const SigninLinkBody = Type.Object({ email: Email })
export type SigninLinkBody = Static<typeof SigninLinkBody>
/** `POST /api/private/login/link/use`: the e-mailed link's token → a session, as a sign-in answers. */
export const UseSigninLinkBody = Type.Object({ token: Type.String({ maxLength: 200 }) })
export type UseSigninLinkBody = Static<typeof UseSigninLinkBody>

/** `POST /api/private/u/reset`: the one-time token of the e-mailed link and the new password. */
export const ConfirmResetBody = Type.Object({ token: Type.String({ maxLength: 200 }), password: Password })
export type ConfirmResetBody = Static<typeof ConfirmResetBody>

/** `POST /api/private/u/verify`: the one-time token of the e-mailed link. */
export const VerifyBody = Type.Object({ token: Type.String({ maxLength: 200 }) })
export type VerifyBody = Static<typeof VerifyBody>

/** What verification did: `email` is the address now verified. */
export const VerifyResult = Type.Object({ ok: Type.Literal(true), email: Type.String() })
export type VerifyResult = Static<typeof VerifyResult>

/** The answer of calls that only succeed or fail (`u/verify/create`, `reset_password`, `me/set_password`...). */
export const OkResult = Type.Object({ ok: Type.Literal(true) })
export type OkResult = Static<typeof OkResult>
