import { readCookie, SESSION_COOKIE } from '@unikit/config/session-cookie'
import { MAX_TOKEN_LENGTH } from './bearerToken.ts'

export { readCookie, SESSION_COOKIE }

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax'

/** The session token of the request's session cookie, or null when there is none or it is not one of ours. */
export function sessionCookieToken(header: string | undefined): string | null {
  const token = readCookie(header, SESSION_COOKIE)
  if (!token || token.length > MAX_TOKEN_LENGTH || !/^[\x21-\x7e]+$/.test(token)) return null
  return token
}

/** The Set-Cookie value that starts the browser's session; it ends with the session (`expiresAt`). */
export function sessionCookie(token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000))
  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${ATTRIBUTES}`
}

/** The Set-Cookie value that makes the browser forget its session cookie (sign-out, or a session that ended). */
export const clearedSessionCookie = `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`
