import { toastStore } from '@unikit/design-system'
import { afterEach, beforeEach, inject } from 'vitest'
import './providedContext.ts'

// The remote calls `/api/...` on its own origin: put the test page on the cite service's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('citeServiceUrl')}/citation` })

// A browser resolves a relative request URL against the page; Node's `Request`, which jsdom tests use,
// refuses it. The shared `api` client calls `/api/...`, so resolve it as a browser would.
const NodeRequest = globalThis.Request
globalThis.Request = class BrowserRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href).href : input, init)
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => toastStore.getState().clear())
