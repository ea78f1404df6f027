import pg from 'pg'

export interface MigrationLockOptions {
  /** The PostgreSQL URL; unset (PGlite) runs `work` at once: one process owns an embedded database. */
  url: string | undefined
  schema: string
  /** Told when another instance holds the lock, before waiting for it. */
  onWait?: () => void
}

/**
 * Runs `work` (migrations, then the demo seed) while holding a PostgreSQL advisory lock named after the
 * service's schema, on a session of its own. Instances starting together queue on it: the first applies the
 * migrations, the others wait, then find nothing left to apply. The lock goes with the session, so an instance
 * that dies while migrating (its transaction rolled back) frees it for the next.
 */
export async function withMigrationLock<T>(
  options: MigrationLockOptions,
  work: () => Promise<T>,
): Promise<T> {
  if (!options.url) return work()
  const client = new pg.Client({ connectionString: options.url })
  client.on('error', () => {}) // a lost lock session fails the query below; no unhandled 'error' event
  await client.connect()
  const key = `unikit:migrations:${options.schema}`
  try {
    const tried = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    )
    if (!tried.rows[0]?.locked) {
      options.onWait?.()
      await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [key])
    }
    return await work()
  } finally {
    await client.end().catch(() => {}) // ending the session releases the lock
  }
}
