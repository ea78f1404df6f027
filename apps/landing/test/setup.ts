import { afterEach, beforeEach, inject } from 'vitest'
import './providedContext.ts'

// The page calls the gift host on its own origin (`/gift/api/`): put the test page on the service's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('giftServiceUrl')}/` })

beforeEach(() => localStorage.clear())
afterEach(() => {
  document.documentElement.removeAttribute('style')
})
