/**
 * A Vitest setup file for jsdom tests that call an API by path (`/api/private/me`): a browser resolves a
 * relative request URL against the page, Node's `Request` (which jsdom tests use) throws "Invalid URL". With
 * this, a string input is resolved against `location.href`, as in the browser; anything else is untouched.
 */
const NodeRequest = globalThis.Request
const page = globalThis as { location?: { href: string } }

globalThis.Request = class extends NodeRequest {
  constructor(input: ConstructorParameters<typeof Request>[0], init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, page.location?.href) : input, init)
  }
} as typeof Request
