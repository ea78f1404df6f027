import { claimDueRows } from '@unikit/service-kit'
import { type Kysely, type Selectable, sql } from 'kysely'
import type { AccountsDatabase, AccountsDb } from './schema.ts'

export interface ErasureJob {
  id: string
  userId: string
  service: string
  email: string
  attempts: number
}

/** One pending job per service for a deleted account, in the deletion's transaction. */
export async function insertErasureJobs(
  trx: AccountsDb,
  user: { id: string; email: string },
  services: readonly string[],
): Promise<void> {
  if (services.length === 0) return
  await trx
    .insertInto('erasure_jobs')
    .values(services.map((service) => ({ user_id: user.id, service, email: user.email })))
    .onConflict((conflict) => conflict.constraint('erasure_jobs_once').doNothing())
    .execute()
}

/** Takes up to `limit` due jobs no other worker holds, leased for `leaseMs` (the kit's claimDueRows, as mail). */
export async function claimDueErasureJobs(
  db: AccountsDb,
  limit: number,
  leaseMs: number,
): Promise<ErasureJob[]> {
  const columns = ['id', 'user_id', 'service', 'email', 'attempts'] as const
  type Row = Pick<Selectable<AccountsDatabase['erasure_jobs']>, (typeof columns)[number]>
  const rows = await claimDueRows<Row>(db as Kysely<unknown>, 'erasure_jobs', columns, limit, leaseMs)
  return rows.map((row) => ({
    id: String(row.id),
    userId: row.user_id,
    service: row.service,
    email: row.email ?? '',
    attempts: row.attempts,
  }))
}

/** The service has erased: the job keeps when, not the address. */
export async function markErasureDone(db: AccountsDb, id: string): Promise<void> {
  await db
    .updateTable('erasure_jobs')
    .set({ status: 'done', done_at: sql<Date>`now()`, email: null, locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** A failed delivery: due again after `delayMs` (a job is never given up; operators see `last_error`). */
export async function markErasureRetry(db: AccountsDb, id: string, error: string, delayMs: number) {
  await db
    .updateTable('erasure_jobs')
    .set({
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: sql<Date>`now() + ${`${delayMs} milliseconds`}::interval`,
    })
    .where('id', '=', id)
    .execute()
}

/** A deleted account's jobs, by service: what is still to do. */
export async function listErasureJobs(db: AccountsDb, userId: string) {
  return db
    .selectFrom('erasure_jobs')
    .select(['service', 'status', 'attempts', 'email', 'last_error', 'done_at'])
    .where('user_id', '=', userId)
    .orderBy('service')
    .execute()
}
