const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
export const CITATION_ID_LENGTH = 9

/** A citation id: 9 random characters (docs/product/citations.md#projects), from the crypto generator. */
export function newCitationId(taken: ReadonlySet<string> = new Set()): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(CITATION_ID_LENGTH))
    // 252 is the largest multiple of 36 below 256: dropping larger bytes keeps every character equally likely.
    const id = Array.from(bytes, (byte) => (byte < 252 ? ID_ALPHABET[byte % 36] : '')).join('')
    if (id.length === CITATION_ID_LENGTH && !taken.has(id)) return id
  }
}

/** A project id: the current millisecond timestamp (docs/product/citations.md#projects), moved on until it is unused. */
export function newProjectId(taken: Iterable<number>, now: number = Date.now()): number {
  const used = new Set(taken)
  let id = now
  while (used.has(id)) id += 1
  return id
}
