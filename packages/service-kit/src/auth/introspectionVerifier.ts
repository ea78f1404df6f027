import { IntrospectResult } from '@unikit/contracts/accounts'
import { createServiceClient } from '../client/createServiceClient.ts'
import type { SessionVerifier } from './AuthUser.ts'

export interface IntrospectionOptions {
  /** The accounts service, e.g. `http://127.0.0.1:4101` (`ACCOUNTS_URL`). */
  accountsUrl: string
  /** `INTERNAL_TOKEN`, sent on the call when set. */
  internalToken?: string | undefined
  timeoutMs?: number
}

/**
 * Asks the accounts service whether a token is a live session (`POST /internal/sessions/introspect`).
 * Accounts being down or misconfigured is UPSTREAM_FAILED/UPSTREAM_TIMEOUT (502/504), never 401: the
 * browser must not sign a user out because another service could not be reached.
 */
export function introspectionVerifier(options: IntrospectionOptions): SessionVerifier {
  const accounts = createServiceClient({
    baseUrl: options.accountsUrl,
    name: 'accounts',
    timeoutMs: options.timeoutMs ?? 5000,
    ...(options.internalToken ? { internalToken: options.internalToken } : {}),
  })
  return async (token, request) => {
    const session = await accounts.post('/internal/sessions/introspect', {
      body: { token },
      response: IntrospectResult,
      requestId: request.id,
    })
    if (!session.active) return null
    return {
      userId: session.userId,
      verified: session.verified,
      verifiedAt: session.verifiedAt ? new Date(session.verifiedAt) : null,
      role: session.role,
      expiresAt: new Date(session.expiresAt),
    }
  }
}
