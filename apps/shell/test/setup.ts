import { afterEach, beforeEach, inject } from 'vitest'
import './providedContext.ts'

// The shell calls `/api/...` on its own origin: put the test page on the accounts service's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('accountsServiceUrl')}/` })

// A browser resolves a relative request URL against the page; Node's Request (which jsdom tests use) does
// not. This makes `/api/private/me` mean what it means in the browser.
const NodeRequest = globalThis.Request
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href) : input, init)
  }
} as typeof Request

beforeEach(() => localStorage.clear())
afterEach(() => localStorage.clear())
