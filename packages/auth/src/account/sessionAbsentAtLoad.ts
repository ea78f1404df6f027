import { sessionStore } from '../session/sessionStore.ts'

/**
 * The server sent this page to a request that carried no session cookie (the page's root says so,
 * docs/decisions/0761-signed-out-first-views-of-gated-pages.md): the page is signed out, and asking the server
 * (`restoreSession`) would only hear it again. A sign-in, here or in another tab, changes it as usual.
 */
export function sessionAbsentAtLoad(): void {
  if (!sessionStore.getState().restored) sessionStore.setState({ restored: true })
}
