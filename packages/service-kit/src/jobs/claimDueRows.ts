import { type Kysely, sql } from 'kysely'

/**
 * Takes up to `limit` rows of `table`, a table of durable jobs (the kit's mail outbox, accounts' erasure jobs), that are due and not leased by another worker, leasing them for `leaseMs`
 * and counting the attempt, and returns `columns` of each. The inner `for update skip locked` lets two instances
 * scan at once without taking the same row; the lease keeps a taken row from a second worker while the first is
 * still working on it outside any transaction.
 */
export async function claimDueRows<Row>(
  db: Kysely<unknown>,
  /** A constant of the caller, never input. Its `pending` rows are due from `next_attempt_at`, leased by
   * `locked_until`, and count their `attempts`. */
  table: string,
  columns: readonly (keyof Row & string)[],
  limit: number,
  leaseMs: number,
): Promise<Row[]> {
  const jobs = sql.table(table)
  const { rows } = await sql<Row>`
    update ${jobs}
    set locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    where id in (
      select id from ${jobs}
      where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by id
      limit ${limit}
      for update skip locked
    )
    returning ${sql.join(columns.map((column) => sql.ref(column)))}`.execute(db)
  return rows
}
