import type { Role } from '@unikit/contracts/accounts'
import type { FastifyRequest } from 'fastify'

/** Who the bearer token of a request belongs to, as every service sees it (`request.user`). */
export interface AuthUser {
  userId: string
  /** Whether the user has confirmed their e-mail address. */
  verified: boolean
  /**
   * When they confirmed it: how long the account has been a verified one (feedback trusts reports by it). Null
   * while unconfirmed; absent when the verifier does not say.
   */
  verifiedAt?: Date | null
  role: Role
  /** When the session ends; a cached verification never outlives it. */
  expiresAt: Date
  /** The session's own id: only the accounts service, which verifies against its table, knows it. */
  sessionId?: string
}

/**
 * Turns a bearer token into its user, or null when it is not a live session. The accounts service passes
 * one that reads its sessions table; every other service gets `introspectionVerifier`, which asks accounts.
 * It may throw (accounts unreachable): the request then fails with that error, not with 401.
 */
export type SessionVerifier = (token: string, request: FastifyRequest) => Promise<AuthUser | null>
