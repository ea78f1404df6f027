import { afterEach } from 'vitest'

const realFetch = globalThis.fetch

/**
 * Until the test ends, requests whose URL matches `pattern` fail as on a dropped connection (what the browser's
 * fetch does offline), so a screen's failed state can be seen; everything else still reaches the real service.
 */
export function dropConnections(pattern: RegExp): void {
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (pattern.test(url)) throw new TypeError('Failed to fetch')
    return realFetch(input, init)
  }
}

/** Lets requests through again. */
export function restoreConnections(): void {
  globalThis.fetch = realFetch
}

afterEach(restoreConnections)
