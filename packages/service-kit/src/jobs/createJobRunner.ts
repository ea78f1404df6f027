import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { JobHandler } from './Jobs.ts'
import { claimDueJobs, extendJobLease, markJobDone, markJobFailed, purgeDoneJobs } from './jobQueries.ts'
import { oneRunAtATime } from './oneRunAtATime.ts'
import { retryDelayMs } from './retryDelayMs.ts'
import { runTimers } from './runTimers.ts'

export interface JobRunnerSettings {
  intervalMs: number
  concurrency: number
  leaseMs: number
}

export interface JobRunner {
  /** Looks for due jobs soon (after one was added). */
  poke(): void
  drain(): Promise<void>
  stop(): Promise<void>
}

const DEFAULT_MAX_ATTEMPTS = 5
const RETRY_BASE_MS = 5000
const RETRY_MAX_MS = 15 * 60_000
/** Finished jobs are kept this long (what ran, and when, for support), then purged. */
const RETENTION_DAYS = 30
const PURGE_EVERY_MS = 60 * 60_000

/**
 * Runs the service's background jobs (docs/decisions/0749-background-jobs-in-the-kit.md). Every instance runs
 * one; they share the rows through leases taken with `for update skip locked`, so a job runs in one place at a
 * time. A failed job is tried again with a doubling delay, then marked `failed` for a person to look at.
 */
export function createJobRunner<App>(options: {
  app: App
  db: Kysely<unknown>
  handlers: Record<string, JobHandler<App>>
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  settings: JobRunnerSettings
}): JobRunner {
  const { app, db, handlers, log, settings } = options
  let stopped = false

  const runOne = async (job: {
    id: string
    kind: string
    payload: Record<string, unknown>
    attempts: number
  }) => {
    const handler = handlers[job.kind]
    const started = performance.now()
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`)
      await handler.run(app, job.payload, {
        id: job.id,
        attempt: job.attempts,
        keepAlive: () => extendJobLease(db, job.id, settings.leaseMs),
      })
      await markJobDone(db, job.id)
      log.info({ job: job.id, kind: job.kind, ms: Math.round(performance.now() - started) }, 'job done')
    } catch (error) {
      const last = job.attempts >= (handler?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS)
      const delay = last ? null : retryDelayMs(job.attempts, RETRY_BASE_MS, RETRY_MAX_MS)
      await markJobFailed(db, job.id, error instanceof Error ? error.message : String(error), delay)
      log.warn(
        { job: job.id, kind: job.kind, attempts: job.attempts, err: error },
        last ? 'job failed' : 'job retry',
      )
    }
  }

  // Each lane takes one job at a time, so a long job (an import) holds one lane and the others go on.
  const lane = async () => {
    while (!stopped) {
      const [job] = await claimDueJobs(db, 1, settings.leaseMs)
      if (!job) return
      await runOne(job)
    }
  }
  const pass = async () => {
    await Promise.all(Array.from({ length: settings.concurrency }, lane))
  }
  const runs = oneRunAtATime(pass, (error) => log.error({ err: error }, 'job runner pass failed'))
  const timers = runTimers(() => void runs.run(), settings.intervalMs)
  const purge = setInterval(() => {
    purgeDoneJobs(db, RETENTION_DAYS).catch((error) => log.warn({ err: error }, 'job purge failed'))
  }, PURGE_EVERY_MS)
  purge.unref()

  return {
    poke: timers.poke,
    drain: runs.drain,
    async stop() {
      stopped = true
      timers.stop()
      clearInterval(purge)
      await runs.stop()
    },
  }
}
