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

/**
 * Until `release` is called, requests whose URL matches `pattern` wait (as on a slow network), so a screen's loading
 * state can be seen for certain; then they go on to the real service.
 */
export function holdConnections(pattern: RegExp): { release: () => void } {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  globalThis.fetch = async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input)
    if (pattern.test(url)) await released
    return realFetch(input, init)
  }
  return { release }
}

/** Lets requests through again. */
export function restoreConnections(): void {
  globalThis.fetch = realFetch
}

afterEach(restoreConnections)
