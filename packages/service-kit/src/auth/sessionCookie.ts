import { MAX_TOKEN_LENGTH } from './bearerToken.ts'

/**
 * The browser's session: an HttpOnly cookie no script of the page can read, sent only to our one origin
 * (`__Host-`: Secure, Path=/, no Domain) and not on other sites' subrequests or posts (SameSite=Lax)
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export const SESSION_COOKIE = '__Host-unikit-session'

const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Lax'

/** The value of cookie `name` in a Cookie header, or null (the first one wins, as browsers send the most specific first). */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    return value === '' ? null : value
  }
  return null
}

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
