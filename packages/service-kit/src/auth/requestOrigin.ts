import type { FastifyRequest } from 'fastify'
import { authErrors } from './authErrors.ts'

/** Methods that change something: a cookie-authenticated one must come from our own pages. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses (403 CROSS_ORIGIN) an unsafe request authenticated by the session cookie unless its `Origin` is the
 * host it was sent to. Browsers send `Origin` on every POST, PUT, PATCH and DELETE, and a page cannot forge or
 * drop it, so a missing one is refused too: no browser of ours omits it, and a non-browser client uses a bearer
 * token instead (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). `request.host` is the public
 * host behind the gateway or nginx (X-Forwarded-Host from a trusted proxy, else Host).
 */
export function requireSameOrigin(request: FastifyRequest): void {
  if (SAFE_METHODS.has(request.method)) return
  const origin = request.headers.origin
  if (!origin || originHost(origin) !== withoutDefaultPort(request.host)) throw new authErrors.CROSS_ORIGIN()
}

/** An origin's host (`null`, sent by sandboxed and privacy-minded contexts, has none). */
function originHost(origin: string): string | null {
  try {
    return withoutDefaultPort(new URL(origin).host)
  } catch {
    return null
  }
}

/** `localhost:80` and `localhost` are one host to compare (a URL drops its scheme's default port). */
const withoutDefaultPort = (host: string) => host.toLowerCase().replace(/:(80|443)$/, '')
