/**
 * The browser's session: an HttpOnly cookie no script of the page can read, sent only to our one origin
 * (`__Host-`: Secure, Path=/, no Domain) and not on other sites' subrequests or posts (SameSite=Lax)
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). Its name is here, beside the services' kit,
 * for the edge too: a gated page's first view depends on whether a request carries it
 * (docs/decisions/0761-signed-out-first-views-of-gated-pages.md).
 */
export const SESSION_COOKIE = '__Host-unikit-session'

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

/** Whether a request carries a session cookie at all; only the accounts service can say whether it is live. */
export function hasSessionCookie(header: string | undefined): boolean {
  return readCookie(header, SESSION_COOKIE) !== null
}
