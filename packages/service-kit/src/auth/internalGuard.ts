import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { INTERNAL_PREFIX, INTERNAL_TOKEN_HEADER } from '../client/createServiceClient.ts'
import { authErrors } from './authErrors.ts'

/**
 * An `onRequest` hook: when `INTERNAL_TOKEN` is set, every route under `/internal/` requires it in the
 * `x-internal-token` header (403 FORBIDDEN otherwise). It goes by the matched route, not the raw URL, so a
 * percent-encoded path cannot slip past. The public origin never forwards `/internal` in the first place.
 */
export function internalGuard(internalToken: string | undefined, alsoAccepted?: string) {
  // While INTERNAL_TOKEN is rotated, INTERNAL_TOKEN_ACCEPT holds the other one (docs/OPERATIONS.md).
  const accepted = internalToken
    ? [internalToken, alsoAccepted].filter(Boolean).map((t) => Buffer.from(t as string))
    : []
  return async (request: FastifyRequest) => {
    if (accepted.length === 0) return
    if (!request.routeOptions.url?.startsWith(`${INTERNAL_PREFIX}/`)) return
    const given = request.headers[INTERNAL_TOKEN_HEADER]
    const presented = typeof given === 'string' ? Buffer.from(given) : undefined
    const matches = (expected: Buffer) =>
      presented !== undefined && presented.length === expected.length && timingSafeEqual(presented, expected)
    if (!accepted.some(matches)) throw new authErrors.FORBIDDEN('Internal calls need the internal token')
  }
}
