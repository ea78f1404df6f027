import { afterEach, inject } from 'vitest'
import { clearBrowserCookies } from './browserCookies.ts'

/** Who can sign in to the accounts service behind the page. */
export type PageUser = { email: string; password: string }

/** What else the global setup started for the page tests (`@unikit/accounts/testing`'s `pagesGlobalSetup`). */
export type PageServices = {
  /** A second instance of the page's service that stays empty unless a test fills it. */
  pristineOrigin: string
  accountsUrl: string
  /** The services' `INTERNAL_TOKEN` (a wallet credit, as another service makes it). */
  internalToken: string
  staff: PageUser
  student: PageUser
}

// What a global setup hands to a remote's page tests: the origin of the service the page calls (its `/api/...`).
declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:40123: the page is served from here, as the gateway serves it in the platform. */
    pageOrigin: string
    pageServices: PageServices
  }
}

/**
 * A Vitest setup file for a remote's page tests against its real service (after `vitest-relative-requests` and
 * `vitest-browser-cookies`): the page is on the service's origin, so `/api/...` reaches it with the session
 * cookie, as through the platform's one origin. Each test starts as a fresh browser.
 */
const { jsdom } = globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }

/** What the global setup started beside the page's service (an app's own `vitest` types may not see the context's). */
export const pageServices = (): PageServices => inject('pageServices')

/** The origin the page is served from by default: the service it calls. */
export const pageOrigin = (): string => inject('pageOrigin')

/** Serves the page from another origin for the rest of this test, e.g. a second, pristine instance of the service. */
export function servePageFrom(origin: string): void {
  jsdom.reconfigure({ url: `${origin}/` })
}

servePageFrom(inject('pageOrigin'))

afterEach(() => {
  clearBrowserCookies()
  localStorage.clear()
  servePageFrom(inject('pageOrigin'))
})
