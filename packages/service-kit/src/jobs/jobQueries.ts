import { type Kysely, sql } from 'kysely'
import { claimDueRows } from './claimDueRows.ts'
import type { JobsTable } from './JobsTable.ts'

type JobsDb = Kysely<{ kit_jobs: JobsTable }>
// biome-ignore lint/suspicious/noExplicitAny: the kit's table is added to whichever database type the service has
const jobsOf = (db: Kysely<any>) => db.withTables<{ kit_jobs: JobsTable }>() as unknown as JobsDb

export interface NewJob {
  kind: string
  payload?: Record<string, unknown>
  /** Once per key: a second job with the same key is not added. */
  key?: string
  /** Not before this long from now. */
  delayMs?: number
}

export interface ClaimedJob {
  id: string
  kind: string
  payload: Record<string, unknown>
  attempts: number
}

/** Adds a job in `db`, the transaction of the change that asks for it; false when its key was taken. */
// biome-ignore lint/suspicious/noExplicitAny: any service's database or transaction
export async function insertJob(db: Kysely<any>, job: NewJob): Promise<boolean> {
  const added = await jobsOf(db)
    .insertInto('kit_jobs')
    .values({
      kind: job.kind,
      key: job.key ?? null,
      payload: JSON.stringify(job.payload ?? {}),
      ...(job.delayMs ? { next_attempt_at: new Date(Date.now() + job.delayMs) } : {}),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('id')
    .executeTakeFirst()
  return added !== undefined
}

export async function claimDueJobs(
  db: Kysely<unknown>,
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  const rows = await claimDueRows<ClaimedJob>(
    db,
    'kit_jobs',
    ['id', 'kind', 'payload', 'attempts'],
    limit,
    leaseMs,
  )
  return rows.map((row) => ({ ...row, id: String(row.id) }))
}

export async function markJobDone(db: Kysely<unknown>, id: string): Promise<void> {
  await jobsOf(db)
    .updateTable('kit_jobs')
    .set({ status: 'done', done_at: sql<Date>`now()`, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** A failed try: due again after `delayMs`, or `failed` for good when `delayMs` is null. */
export async function markJobFailed(db: Kysely<unknown>, id: string, error: string, delayMs: number | null) {
  await jobsOf(db)
    .updateTable('kit_jobs')
    .set({
      status: delayMs === null ? 'failed' : 'pending',
      locked_until: null,
      last_error: error.slice(0, 1000),
      ...(delayMs === null
        ? {}
        : { next_attempt_at: sql<Date>`now() + ${`${delayMs} milliseconds`}::interval` }),
    })
    .where('id', '=', id)
    .execute()
}

/** A long job says it is still at work: its lease runs `leaseMs` from now. */
export async function extendJobLease(db: Kysely<unknown>, id: string, leaseMs: number): Promise<void> {
  await jobsOf(db)
    .updateTable('kit_jobs')
    .set({ locked_until: sql<Date>`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where('id', '=', id)
    .execute()
}

/** Finished jobs older than `days` go; pending and failed ones stay. */
export async function purgeDoneJobs(db: Kysely<unknown>, days: number): Promise<void> {
  await jobsOf(db)
    .deleteFrom('kit_jobs')
    .where('status', '=', 'done')
    .where('done_at', '<', sql<Date>`now() - ${`${days} days`}::interval`)
    .execute()
}

/** A job by key, for a caller that shows its progress (an import) or tests. */
// biome-ignore lint/suspicious/noExplicitAny: any service's database
export function findJobByKey(db: Kysely<any>, key: string) {
  return jobsOf(db)
    .selectFrom('kit_jobs')
    .select(['id', 'kind', 'status', 'attempts', 'last_error', 'done_at'])
    .where('key', '=', key)
    .executeTakeFirst()
}
