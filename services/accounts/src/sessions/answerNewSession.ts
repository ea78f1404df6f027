import type { LoginResult } from '@unikit/contracts/accounts'
import { requireSameOrigin, sessionCookie } from '@unikit/service-kit'

type Request = Parameters<typeof requireSameOrigin>[0]
type Reply = { header(name: string, value: string): unknown }

/**
 * A preHandler of the routes that start a session: a browser (it sends `Origin` on every POST) must be on our own
 * origin, so another site cannot sign a visitor into the attacker's account. A client without `Origin` (bench,
 * script, service test) is no browser and holds no cookie to abuse.
 */
export async function sameOriginIfBrowser(request: Request): Promise<void> {
  if (request.headers.origin !== undefined) requireSameOrigin(request)
}

/**
 * The answer of every route that starts a session (sign-in, sign-in link): the session cookie, the device cookie
 * when the device is new, and the bearer token in the body only for a client that is not a browser
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md).
 */
export function answerNewSession(
  request: Request,
  reply: Reply,
  session: { token: string; expiresAt: Date; deviceCookie: string | undefined },
): LoginResult {
  if (session.deviceCookie) reply.header('set-cookie', session.deviceCookie)
  reply.header('set-cookie', sessionCookie(session.token, session.expiresAt))
  reply.header('cache-control', 'no-store')
  const browser = request.headers.origin !== undefined
  return { ...(browser ? {} : { id: session.token }), expiresAt: session.expiresAt.toISOString() }
}
