import { ARCHIVE_UPLOAD_MAX_BYTES, type ImportSummary, type ImportView } from '@unikit/contracts/drive'
import { fileTypes } from '@unikit/service-kit'
import type { FastifyRequest } from 'fastify'
import type { DriveApp } from '../DriveApp.ts'
import { findImport, importRows, insertImport, recentImports, setImportStatus } from '../db/imports.ts'
import { errors } from '../errors.ts'
import { checkImport } from './checkImport.ts'
import { runImport } from './runImport.ts'
import { openZip } from './zipSource.ts'

export const IMPORT_CHECK_JOB = 'import-check'
export const IMPORT_RUN_JOB = 'import-run'

/** A zip is a zip, or an Office file to `file-type` when its first entry is a stored .docx. */
const zipTypes = [fileTypes.zip, fileTypes.docx, fileTypes.xlsx, fileTypes.pptx]

/**
 * Staff send a zip from the desk (docs/product/archive.md#bulk-import): it is stored as an upload is, and a
 * background job runs the dry run; the desk polls the import until its rows are checked.
 */
export async function startDeskImport(
  app: DriveApp,
  request: FastifyRequest,
  staffId: string,
): Promise<string> {
  return app.files.upload(
    request,
    {
      maxBytes: ARCHIVE_UPLOAD_MAX_BYTES,
      accept: zipTypes,
      messages: {
        tooLarge: 'A zip sent from the desk may be up to 40 MB; import larger ones with the import command',
        unsupportedType: 'Send a .zip of the files with their manifest.csv',
        missing: 'Choose a .zip to import',
      },
    },
    async (file, trx) => {
      const created = await insertImport(trx, {
        fingerprint: file.sha256,
        name: file.displayName,
        objectId: file.id,
        createdBy: staffId,
      })
      await app.jobs.enqueue(trx, { kind: IMPORT_CHECK_JOB, payload: { id: created.id } })
      return created.id
    },
  )
}

/** Staff confirm the dry run: a background job imports the new rows; a failed import may be started again. */
export async function startDeskRun(app: DriveApp, importId: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (!(await findImport(trx, importId))) throw new errors.ITEM_NOT_FOUND()
    if (!(await setImportStatus(trx, importId, 'importing', { from: ['checked'] })))
      throw new errors.IMPORT_NOT_READY()
    await app.jobs.enqueue(trx, { kind: IMPORT_RUN_JOB, payload: { id: importId } })
  })
}

/** The jobs: open the zip from storage by ranges, and check or import. */
export async function runDeskJob(
  app: DriveApp,
  kind: typeof IMPORT_CHECK_JOB | typeof IMPORT_RUN_JOB,
  importId: string,
  keepAlive: () => Promise<void>,
): Promise<void> {
  const current = await findImport(app.db, importId)
  if (!current?.object_id) return
  const size = (await app.storage.head(current.object_id))?.size
  if (size === undefined)
    return void (await setImportStatus(app.db, importId, 'failed', { error: 'The zip is gone' }))
  let zip: Awaited<ReturnType<typeof openZip>>
  try {
    zip = await openZip({ storage: app.storage, objectId: current.object_id, size })
  } catch (error) {
    return void (await setImportStatus(app.db, importId, 'failed', {
      error: `Not a zip that can be read: ${(error as Error).message}`,
    }))
  }
  try {
    if (kind === IMPORT_CHECK_JOB) await checkImport(app, importId, zip, keepAlive)
    else await runImport(app, importId, zip, { actorId: current.created_by, keepAlive })
  } finally {
    zip.close()
  }
}

/** An import as the desk shows it: its state, counts, and every row with its verdict. */
export async function importView(app: DriveApp, importId: string): Promise<ImportView> {
  const current = await findImport(app.db, importId)
  if (!current) throw new errors.ITEM_NOT_FOUND()
  const rows = await importRows(app.db, importId)
  const count = (status: string) => rows.filter((row) => row.status === status).length
  return {
    id: current.id,
    name: current.name,
    status: current.status,
    error: current.error,
    counts: {
      rows: rows.length,
      new: count('new'),
      duplicate: count('duplicate'),
      error: count('error'),
      imported: count('imported'),
    },
    rows: rows.map((row) => ({
      line: row.line,
      path: row.path,
      title: row.title,
      place: row.place,
      status: row.status,
      reason: row.reason,
      item_id: row.item_id,
    })),
    created_at: current.created_at.toISOString(),
  }
}

/** How many imports the desk lists. */
const RECENT_IMPORTS = 20

/** The desk's latest imports (the command's too), to go back to one while its jobs run. */
export async function recentImportViews(app: DriveApp): Promise<ImportSummary[]> {
  return (await recentImports(app.db, RECENT_IMPORTS)).map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status,
    error: row.error,
    counts: {
      rows: row.rows,
      new: row.new,
      duplicate: row.duplicate,
      error: row.errors,
      imported: row.imported,
    },
    created_at: row.created_at.toISOString(),
  }))
}
