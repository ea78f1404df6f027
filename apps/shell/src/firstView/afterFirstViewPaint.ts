/**
 * Runs `start` once the browser has painted the first view the page came with (`data-first-view-of` on the root),
 * so the shell's scripts do not hold that paint back (docs/decisions/0624-first-views-in-the-page.md); at once
 * on a page without one, or in a tab that is not shown, which paints nothing.
 */
export function afterFirstViewPaint(start: () => void, doc: Document = document) {
  const hasFirstView = Boolean(doc.getElementById('root')?.dataset.firstViewOf)
  if (!hasFirstView || doc.visibilityState === 'hidden') {
    start()
    return
  }
  // A frame callback runs just before the paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0))
}
