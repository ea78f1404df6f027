const reloadedKey = 'unikit:reloaded-after-failed-start'

/**
 * The shell's scripts failed to start (a chunk that did not arrive). A page with a first view would look alive but
 * answer nothing, so it is loaded once more; a second failure in the same tab is left as it is, logged
 * (docs/decisions/0624-first-views-in-the-page.md).
 */
export function reloadOnceAfterFailedStart(error: unknown, win: Window = window) {
  console.error('Unikit could not start', error)
  if (!win.document.getElementById('root')?.dataset.firstViewOf) return
  try {
    if (win.sessionStorage.getItem(reloadedKey)) return
    win.sessionStorage.setItem(reloadedKey, '1')
  } catch {
    return // without storage a reload could repeat for ever
  }
  win.location.reload()
}

/** A start that succeeded allows one reload again after a later failure. */
export function startSucceeded(win: Window = window) {
  try {
    win.sessionStorage.removeItem(reloadedKey)
  } catch {
    // nothing kept, nothing to forget
  }
}
