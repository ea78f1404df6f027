import { toastStore } from '@unikit/design-system'
import { afterEach, beforeEach, inject } from 'vitest'
import './providedContext.ts'

// The page calls `/api/public/...` on its own origin: put the test page on the cite service's origin.
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }
jsdom.reconfigure({ url: `${inject('citeServiceUrl')}/` })

// A browser resolves a relative request URL against the page; Node's Request (which jsdom leaves in place)
// refuses it. This stands in for that browser part only, so the shared `/api/` client works as in a page.
const NodeRequest = globalThis.Request
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, location.href).href : input, init)
  }
}

beforeEach(() => localStorage.clear())
afterEach(() => toastStore.getState().clear())
