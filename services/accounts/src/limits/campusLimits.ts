import { kitErrors, withRetryAfter } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { formatWait } from '../login/formatWait.ts'

/** What a key is read from: the client address, the signed-in user, the body. */
type Keyed = { ip: string; user?: { userId: string } | null; body?: unknown }

/**
 * Limits keyed by who a request is about rather than where it comes from: on campus Wi-Fi every student shares
 * one client address, so a per-address count of a personal action is the whole campus's count
 * (docs/decisions/0731-campus-limits-and-address-changes.md). Per-address limits stay, sized for a campus.
 */

/** A rate limit counted per signed-in account, after `app.authenticate` has set `request.user`. */
export function perAccount(max: number, timeWindow: number) {
  return {
    max,
    timeWindow,
    hook: 'preHandler' as const,
    keyGenerator: (request: Keyed) => `account:${request.user?.userId ?? request.ip}`,
  }
}

/**
 * A preHandler counting sign-ups of one address (lower-cased), whoever sends them: each mails that inbox (a link,
 * or "you already have an account"), so an inbox is never flooded, while a campus signs up freely.
 */
export function perSignupAddress(app: AccountsApp) {
  const limit = app.createRateLimit({
    max: app.config.SIGNUP_ADDRESS_RATE_MAX,
    timeWindow: app.config.ACCOUNTS_RATE_WINDOW_MS,
    keyGenerator: (request: Keyed) => {
      const email = (request.body as { email?: unknown } | undefined)?.email
      return `signup-address:${typeof email === 'string' ? email.trim().toLowerCase() : request.ip}`
    },
  })
  // Its own count beside the route's per-address one (the plugin runs one limiter per request by itself).
  return async (request: Parameters<typeof limit>[0]) => {
    const result = await limit(request)
    if (!result.isAllowed && result.isExceeded) {
      throw withRetryAfter(new kitErrors.RATE_LIMITED(formatWait(result.ttlInSeconds)), result.ttlInSeconds)
    }
  }
}
