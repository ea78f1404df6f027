import { shellFirstView } from '@unikit/config/first-views'
import { loadRemoteRoutesAhead } from '../federation/useRemoteRoutes.ts'

/**
 * Resolves, true, once the remote whose first view the page came with (`data-first-view-of` on the root) has its routes
 * loaded, so the shell's first render replaces that view with the same page, not with a spinner
 * (docs/decisions/0624-first-views-in-the-page.md). A remote that fails to load is left to its outlet, which shows
 * the error panel with Retry, and so is one that takes more than `waitAtMostMs`. False at once for a page without a
 * first view; true at once for one the shell rendered whole (a gated page's, signed out), which waits for no remote.
 */
export async function firstViewRemoteLoaded(root: HTMLElement, waitAtMostMs = 4000): Promise<boolean> {
  const remote = root.dataset.firstViewOf
  if (!remote) return false
  if (remote === shellFirstView) return true
  // Past that, the header and the rest of the page come alive with the outlet's spinner, as on any other page.
  const givenUp = new Promise<void>((resolve) => setTimeout(resolve, waitAtMostMs))
  await Promise.race([loadRemoteRoutesAhead(remote).catch(() => undefined), givenUp])
  return true
}
