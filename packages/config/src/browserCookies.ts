/**
 * A Vitest setup file for jsdom tests whose session lives in a cookie (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 * Node's `fetch`, which jsdom tests use, keeps no cookies and sends no `Origin`; a browser does both. With this,
 * a request to the page's own origin carries the cookies that origin set (HttpOnly ones too, which the page's
 * scripts still cannot read: `document.cookie` is jsdom's own jar) and, unless it is a GET or HEAD, the page's
 * `Origin`, as Chromium does; `credentials: 'omit'` sends and keeps none. `Secure` is honoured on loopback, as
 * Chromium treats it as a secure context.
 */
const jar = new Map<string, string>()
const nodeFetch = globalThis.fetch
const page = globalThis as { location?: { origin: string; href: string } }

/** Forgets every cookie, as a fresh browser profile would (call it between tests). */
export function clearBrowserCookies(): void {
  jar.clear()
}

/** Keeps a cookie for the page's origin as a response's `Set-Cookie` would (a session made elsewhere, in a test). */
export function setBrowserCookie(name: string, value: string): void {
  jar.set(name, value)
}

/** A cookie of the page's origin as the browser holds it (devtools can read HttpOnly ones; the page cannot). */
export function browserCookie(name: string): string | undefined {
  return jar.get(name)
}

function keep(setCookie: string): void {
  const [pair = '', ...attributes] = setCookie.split(';')
  const at = pair.indexOf('=')
  if (at <= 0) return
  const name = pair.slice(0, at).trim()
  const value = pair.slice(at + 1).trim()
  const maxAge = attributes.map((a) => /^\s*max-age=(-?\d+)\s*$/i.exec(a)?.[1]).find(Boolean)
  if ((maxAge !== undefined && Number(maxAge) <= 0) || value === '') jar.delete(name)
  else jar.set(name, value)
}

globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
  const request = new Request(input, init)
  const origin = page.location?.origin
  if (!origin || new URL(request.url).origin !== origin || request.credentials === 'omit')
    return nodeFetch(request)
  const headers = new Headers(request.headers)
  if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
  if (request.method !== 'GET' && request.method !== 'HEAD') headers.set('origin', origin)
  const response = await nodeFetch(new Request(request, { headers, duplex: 'half' } as RequestInit))
  for (const setCookie of response.headers.getSetCookie()) keep(setCookie)
  return response
}
