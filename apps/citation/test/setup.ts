import { beforeEach } from 'vitest'

// In a browser, `new Request('/api/…')` resolves against the page; Node's Request (which Vitest keeps under
// jsdom) refuses relative URLs. This stands in for that browser behaviour only.
const NodeRequest = globalThis.Request
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, globalThis.location.href) : input, init)
  }
}
globalThis.Request = PageRequest as typeof Request

beforeEach(() => localStorage.clear())
