import { createApiClient, readApiError } from '@unikit/auth'
import type { GiftClaim, LandingEvent, LandingEventBody, SubmitEmailSuccess } from '@unikit/contracts/gifts'

/** The gift host's calls live under their own prefix, so a reverse proxy may send them to another host. */
export const GIFT_API_BASE = '/gift/api/'

/** A claim should not keep a spinner going for the API's general 100 s. */
const GIFT_API_TIMEOUT_MS = 20_000

type GiftClient = ReturnType<typeof createApiClient>

let client: { base: string; ky: GiftClient } | undefined

/** The client for the page's origin; it never carries the signed-in user's session cookie to the gift host. */
function giftApi(): GiftClient {
  const base = new URL(GIFT_API_BASE, document.baseURI).href
  if (client?.base !== base) {
    client = {
      base,
      ky: createApiClient({ baseUrl: base, timeout: GIFT_API_TIMEOUT_MS, session: false }),
    }
  }
  return client.ky
}

/** The campaign the page shows; null when there is none at all (404 NO_CAMPAIGN). */
export async function fetchLandingEvent(signal?: AbortSignal): Promise<LandingEvent | null> {
  try {
    const body = await giftApi()
      .get('event/get-landing-event', signal ? { signal } : {})
      .json<LandingEventBody>()
    return body.data
  } catch (error) {
    if (readApiError(error).code === 'NO_CAMPAIGN') return null
    throw error
  }
}

/**
 * A claim is retried on a lost connection, a time-out or a 5xx with the same idempotency key: the gift host
 * answers a repeated key with the claim it made, so a retry never costs the visitor the gift.
 */
const claimRetry = {
  limit: 3,
  methods: ['post' as const],
  statusCodes: [408, 500, 502, 503, 504],
  retryOnTimeout: true,
  backoffLimit: 3000,
}

/** Claims the gift of a (trimmed) address; failures reject with ky's errors (see `readApiError`). */
export async function submitGiftEmail(email: string, idempotencyKey: string): Promise<GiftClaim> {
  const body = await giftApi()
    .post('event/submit-email', {
      json: { email },
      headers: { 'idempotency-key': idempotencyKey },
      retry: claimRetry,
    })
    .json<SubmitEmailSuccess>()
  return body.data
}
