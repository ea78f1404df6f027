import type { ColumnType, Generated } from 'kysely'

export type JobStatus = 'pending' | 'done' | 'failed'

/**
 * One piece of background work of a service (a thumbnail to make, a credit to apply, an import to run), written
 * in the transaction of the change that asks for it and run by the service's job runner
 * (docs/decisions/0749-background-jobs-in-the-kit.md).
 */
export interface JobsTable {
  id: Generated<string>
  /** The handler that runs it: a key of the service's `jobs`. */
  kind: string
  /** At most one job per key, in any status: asking twice for the same work is asking once. */
  key: string | null
  payload: ColumnType<Record<string, unknown>, string, never>
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>
  attempts: ColumnType<number, never, number>
  next_attempt_at: ColumnType<Date, Date | undefined, Date>
  locked_until: ColumnType<Date | null, never, Date | null>
  last_error: ColumnType<string | null, never, string | null>
  created_at: ColumnType<Date, never, never>
  done_at: ColumnType<Date | null, never, Date | null>
}
