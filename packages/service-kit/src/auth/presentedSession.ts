import type { FastifyRequest } from 'fastify'
import { bearerToken } from './bearerToken.ts'
import { requireSameOrigin } from './requestOrigin.ts'
import { sessionCookieToken } from './sessionCookie.ts'

/** The session a request presents, and whether it came by the browser's cookie (which a reply may clear). */
export type PresentedSession = { token: string | null; viaCookie: boolean }

/**
 * The session token of a request: a bearer token first, else the session cookie. A change by cookie must come from
 * our own pages (403 CROSS_ORIGIN); a bearer token carries no ambient authority, so it is not checked
 * (docs/decisions/0635-the-session-lives-in-an-httponly-cookie.md). One rule for every route that reads a session.
 */
export function presentedSession(request: FastifyRequest): PresentedSession {
  const bearer = bearerToken(request.headers.authorization)
  if (bearer) return { token: bearer, viaCookie: false }
  const cookie = sessionCookieToken(request.headers.cookie)
  if (cookie) requireSameOrigin(request)
  return { token: cookie, viaCookie: cookie !== null }
}
