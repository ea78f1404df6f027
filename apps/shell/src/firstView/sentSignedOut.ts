/**
 * Whether the server sent this page to a request without a session cookie, which it marks on the root
 * (docs/decisions/0761-signed-out-first-views-of-gated-pages.md): certainly no session, so nothing a signed-in page
 * needs is worth fetching.
 */
export function sentSignedOut(root: HTMLElement | null = document.getElementById('root')): boolean {
  return root?.dataset.signedOut !== undefined
}
