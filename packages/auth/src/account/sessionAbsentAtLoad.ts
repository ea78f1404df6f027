import { sessionStore } from '../session/sessionStore.ts'

/**
 * The server sent this page to a request that carried no session cookie (a gated page's signed-out first view says
 * so: docs/decisions/0811-signed-out-first-views-of-gated-pages.md): the page is signed out, and asking the server
 * (`restoreSession`) would only hear it again. A sign-in, here or in another tab, changes it as usual.
 */
export function sessionAbsentAtLoad(): void {
  if (!sessionStore.getState().restored) sessionStore.setState({ restored: true })
}
