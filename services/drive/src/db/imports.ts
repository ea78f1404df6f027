import { type Insertable, sql } from 'kysely'
import type { DriveDb, ImportRowStatus, ImportRowsTable, ImportStatus } from './schema.ts'

export function insertImport(
  db: DriveDb,
  values: { fingerprint: string; name: string; objectId: string | null; createdBy: string; base?: string },
) {
  return db
    .insertInto('imports')
    .values({
      fingerprint: values.fingerprint,
      name: values.name,
      object_id: values.objectId,
      created_by: values.createdBy,
      base: values.base ?? '',
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export function findImport(db: DriveDb, id: string) {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The latest import of a zip with this fingerprint that did not fail: running the command again resumes it. */
export function findImportByFingerprint(db: DriveDb, fingerprint: string) {
  return db
    .selectFrom('imports')
    .selectAll()
    .where('fingerprint', '=', fingerprint)
    .where('status', '<>', 'failed')
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
}

/** Moves an import on; with `from`, only from those statuses (false when it was not in one of them). */
export async function setImportStatus(
  db: DriveDb,
  id: string,
  status: ImportStatus,
  options: { from?: ImportStatus[]; error?: string | null; base?: string; fingerprint?: string } = {},
): Promise<boolean> {
  let update = db
    .updateTable('imports')
    .set({
      status,
      updated_at: new Date(),
      ...(options.error !== undefined ? { error: options.error } : {}),
      ...(options.base !== undefined ? { base: options.base } : {}),
      ...(options.fingerprint !== undefined ? { fingerprint: options.fingerprint } : {}),
    })
    .where('id', '=', id)
  if (options.from) update = update.where('status', 'in', options.from)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** The dry run's verdicts replace any earlier ones. */
export async function replaceImportRows(db: DriveDb, importId: string, rows: Insertable<ImportRowsTable>[]) {
  await db.deleteFrom('import_rows').where('import_id', '=', importId).execute()
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('import_rows')
      .values(rows.slice(start, start + 500))
      .execute()
  }
}

export function importRows(db: DriveDb, importId: string) {
  return db.selectFrom('import_rows').selectAll().where('import_id', '=', importId).orderBy('line').execute()
}

/** Rows whose outcome is not in the audit log yet: what a (resumed) import still has to do. */
export function rowsToImport(db: DriveDb, importId: string) {
  return db
    .selectFrom('import_rows')
    .selectAll()
    .where('import_id', '=', importId)
    .where('logged_at', 'is', null)
    .orderBy('line')
    .execute()
}

/** A row's outcome, logged: in the transaction that writes its audit entry (and, when imported, its item). */
export async function settleImportRow(
  db: DriveDb,
  key: { importId: string; line: number },
  outcome: { status: ImportRowStatus; reason: string | null; itemId: string | null },
) {
  await db
    .updateTable('import_rows')
    .set({
      status: outcome.status,
      reason: outcome.reason,
      item_id: outcome.itemId,
      logged_at: sql<Date>`now()`,
    })
    .where('import_id', '=', key.importId)
    .where('line', '=', key.line)
    .execute()
}

/** The latest imports with how many of their rows each verdict holds, newest first. */
export function recentImports(db: DriveDb, limit: number) {
  const count = (status: ImportRowStatus) =>
    sql<number>`count(import_rows.line) filter (where import_rows.status = ${status})::int`
  return db
    .selectFrom('imports')
    .leftJoin('import_rows', 'import_rows.import_id', 'imports.id')
    .select([
      'imports.id',
      'imports.name',
      'imports.status',
      'imports.error',
      'imports.created_at',
      sql<number>`count(import_rows.line)::int`.as('rows'),
      count('new').as('new'),
      count('duplicate').as('duplicate'),
      count('error').as('errors'),
      count('imported').as('imported'),
    ])
    .groupBy('imports.id')
    .orderBy('imports.created_at', 'desc')
    .orderBy('imports.id')
    .limit(limit)
    .execute()
}
