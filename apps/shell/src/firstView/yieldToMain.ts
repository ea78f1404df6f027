type Scheduler = { yield?: () => Promise<void> }

/**
 * Lets the browser take input and paint before the next step of a long start: the rest runs in a task of its own,
 * so no one task of the start blocks the page for long (docs/decisions/0762-a-start-in-short-tasks.md).
 * `scheduler.yield` keeps the rest ahead of other queued tasks where the browser has it.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
