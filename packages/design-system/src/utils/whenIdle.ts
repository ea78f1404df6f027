type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * Runs `work` once the page is idle (at the latest after `timeoutMs`), for what a page wants soon but not in its
 * first render: an early read that a later click needs (docs/decisions/0762-a-start-in-short-tasks.md). Returns a
 * cancel function, fit for a React effect's cleanup.
 */
export function whenIdle(work: () => void, timeoutMs = 2000): () => void {
  const idle = globalThis as IdleWindow
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const timer = setTimeout(work, Math.min(timeoutMs, 200))
  return () => clearTimeout(timer)
}
