import type { Kysely } from 'kysely'
import type { NewJob } from './jobQueries.ts'

/** What a handler gets besides the job's payload. */
export interface JobContext {
  id: string
  /** 1 on the first try. */
  attempt: number
  /** A long job calls this now and then: its lease runs JOBS_LEASE_MS from now, so no other runner takes it. */
  keepAlive(): Promise<void>
}

/** How a service runs one kind of job. A job must be safe to run again: after a crash it is (at least once). */
export interface JobHandler<App> {
  run(app: App, payload: Record<string, unknown>, job: JobContext): Promise<void>
  /** Tries before the job is `failed` for good (default 5); each retry waits twice as long as the one before. */
  maxAttempts?: number
}

/** `app.jobs`: background work as rows of the service's own database, run by each instance's job runner. */
export interface Jobs {
  /**
   * Adds a job in `db`, which should be the transaction of the change that asks for it: the job exists only if
   * that change commits, and no request waits for it. False when a job with the same key exists already.
   */
  enqueue<DB>(db: Kysely<DB>, job: NewJob): Promise<boolean>
  /** Runs every job due now, including what comes due meanwhile (tests, commands); a running service needs no call. */
  drain(): Promise<void>
}
