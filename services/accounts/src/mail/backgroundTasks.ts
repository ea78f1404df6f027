import type { ServiceApp } from '@unikit/service-kit'

/**
 * Work done after the answer has gone, mostly mail: a slow mail server never holds a request, and the reset
 * call answers in the same time whether or not it sends anything. Failures are logged (the user can ask
 * again). `idle()` waits for what is under way; the app waits for it when it closes.
 */
export function backgroundTasks(app: ServiceApp) {
  const pending = new Set<Promise<void>>()
  const run = (what: string, task: () => Promise<void>) => {
    const job: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error) => app.log.error({ err: error, what }, 'background task failed'))
      .finally(() => pending.delete(job))
    pending.add(job)
  }
  const idle = async () => {
    while (pending.size > 0) await Promise.all(pending)
  }
  app.addHook('onClose', idle)
  return { run, idle }
}

export type BackgroundTasks = ReturnType<typeof backgroundTasks>
