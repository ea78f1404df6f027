/** Where the key of the claim under way is kept, so a reload after a lost answer retries the same attempt. */
const ATTEMPT_KEY = 'unikit:v2:gift-attempt'

/**
 * The idempotency key of this browser's claim for `email`: the one it sent before for the same address (an
 * answer lost to the network, a crash, a reload), else a new one. The gift host answers a repeated key with the
 * claim it already made, so retrying never turns into "already used" (docs/product/landing.md#claiming-a-gift).
 */
export function claimAttemptKey(email: string): string {
  const address = email.trim().toLowerCase()
  try {
    const stored = JSON.parse(localStorage.getItem(ATTEMPT_KEY) ?? 'null') as {
      email?: unknown
      key?: unknown
    }
    if (stored?.email === address && typeof stored.key === 'string') return stored.key
  } catch {
    // Unreadable storage: a fresh key still makes this attempt's own retries safe.
  }
  const key = crypto.randomUUID()
  try {
    localStorage.setItem(ATTEMPT_KEY, JSON.stringify({ email: address, key }))
  } catch {
    // Private mode: the key lives as long as this attempt's retries.
  }
  return key
}
