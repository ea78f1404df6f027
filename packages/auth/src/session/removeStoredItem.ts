/** Removes a localStorage item, never throwing: storage is missing outside browsers and can be blocked. */
export function removeStoredItem(name: string): void {
  try {
    globalThis.localStorage?.removeItem(name)
  } catch {
    // Storage blocked: nothing was stored either.
  }
}
