import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@unikit/contracts/accounts'

/** How many common passwords the policy refuses. */
export const COMMON_PASSWORD_COUNT = 1000

/**
 * The most common passwords the length rule lets through: from a list ranked most common first, those of
 * 8 to 128 characters (code points, as the policy counts), lower-cased, without repeats, the first `count`.
 * Shorter ones would add nothing: the policy refuses them for their length already.
 */
export function pickCommonPasswords(ranked: readonly string[], count = COMMON_PASSWORD_COUNT): string[] {
  const picked = new Set<string>()
  for (const password of ranked) {
    const lower = password.normalize('NFC').toLowerCase()
    const length = [...lower].length
    if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) continue
    picked.add(lower)
    if (picked.size === count) break
  }
  return [...picked]
}
