import { foldText } from '@unikit/contracts'
import { ARCHIVE_UPLOAD_MAX_BYTES, archiveUploadTypes } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import { indexPdf } from '../archive/indexPdf.ts'
import { askForThumbnail } from '../archive/makeThumbnail.ts'
import type { DriveApp } from '../DriveApp.ts'
import { findImport, rowsToImport, setImportStatus, settleImportRow } from '../db/imports.ts'
import { findItem, insertItem } from '../db/items.ts'
import type { DriveDb, ImportRowsTable } from '../db/schema.ts'
import { findSameBytes } from '../db/uploads.ts'
import { errors } from '../errors.ts'
import type { OpenZip } from './zipSource.ts'

const UNIQUE_VIOLATION = '23505'

type Row = ImportRowsTable
type Outcome = { status: 'duplicate' | 'error'; reason: string }

/**
 * Imports the rows the dry run found new (docs/product/archive.md#bulk-import). Each file streams from the zip
 * through the same checks as a student's upload (type from its bytes, 40 MB, the same bytes refused) into
 * storage, and is published in its course or major in one transaction with its audit entry and the job that
 * makes its preview; then a PDF's pages and text are read for search, as at upload. Every row's outcome,
 * imported or not, lands in the audit log once. Killed half-way, it goes on where it stopped: the rows whose
 * outcome is logged are skipped.
 */
export async function runImport(
  app: DriveApp,
  importId: string,
  zip: OpenZip,
  options: { actorId: string; keepAlive?: () => Promise<void>; onRow?: (row: Row, status: string) => void },
): Promise<void> {
  const current = await findImport(app.db, importId)
  if (!current) return
  for (const row of await rowsToImport(app.db, importId)) {
    // A row the dry run refused is logged as it was found; a new one is imported, or logged with why not.
    const outcome =
      row.status === 'new'
        ? await importRow(app, current.base, row, zip, options.actorId)
        : { status: row.status as Outcome['status'], reason: row.reason ?? '' }
    if (outcome) await logRefusal(app, row, outcome, options.actorId)
    options.onRow?.(row, outcome?.status ?? 'imported')
    await options.keepAlive?.()
  }
  await setImportStatus(app.db, importId, 'done', { error: null })
}

/** One new row into the archive; what went wrong instead, when the file or its course changed since the dry run. */
async function importRow(
  app: DriveApp,
  base: string,
  row: Row,
  zip: OpenZip,
  actorId: string,
): Promise<Outcome | null> {
  const entry = zip.entries.get(`${base}${row.path}`)
  if (!entry) return { status: 'error', reason: `No file ${row.path} in the zip` }
  try {
    const item = await app.files.storeStream(
      await zip.read(entry),
      row.path,
      { maxBytes: ARCHIVE_UPLOAD_MAX_BYTES, accept: archiveUploadTypes },
      async (file, trx) => {
        const folder = row.folder_id ? await findItem(trx, row.folder_id) : undefined
        if (folder?.kind !== 'folder' || folder.root === 'tmp') throw new errors.FOLDER_NOT_FOUND()
        if (await findSameBytes(trx, file.sha256)) throw new errors.DUPLICATE_FILE()
        const item = await insertItem(trx, {
          parent_id: folder.id,
          root: folder.root,
          ancestors: [...folder.ancestors, folder.id],
          kind: 'file',
          name: row.title,
          search_name: foldText(row.title),
          mime_type: file.contentType,
          object_id: file.id,
          size: file.size,
          sha256: file.sha256,
          status: 'published',
          reviewed_by: actorId,
          reviewed_at: new Date(),
          year: row.year,
          semester: row.semester,
          sample_kind: row.sample_kind,
          description: row.description,
        }).catch((error: { code?: string }) => {
          if (error.code === UNIQUE_VIOLATION) throw new errors.DUPLICATE_FILE()
          throw error
        })
        await askForThumbnail(app, trx, item.id)
        await settleImportRow(
          trx,
          { importId: row.import_id, line: row.line },
          { status: 'imported', reason: null, itemId: item.id },
        )
        await audit(trx, actorId, row, { outcome: 'imported' }, item.id)
        return item
      },
    )
    if (item.mime_type === 'application/pdf' && item.object_id)
      await indexPdf(app, { id: item.id, object_id: item.object_id })
    return null
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) throw error
    return refusal
  }
}

/** The refusals an upload would answer; anything else (storage or database down) stops the import to be retried. */
function refusalOf(error: unknown): Outcome | null {
  const code = (error as { code?: string }).code
  if (code === 'DUPLICATE_FILE') return { status: 'duplicate', reason: 'This file is already in the archive' }
  if (code === 'FOLDER_NOT_FOUND')
    return { status: 'error', reason: 'Its course or major is no longer in the archive' }
  if (code === 'UNSUPPORTED_FILE_TYPE') return { status: 'error', reason: 'Not a type the archive takes' }
  if (code === 'FILE_TOO_LARGE')
    return { status: 'error', reason: 'Larger than 40 MB, the most a sample may be' }
  if (code === 'EMPTY_FILE') return { status: 'error', reason: 'The file is empty' }
  return null
}

async function logRefusal(app: DriveApp, row: Row, outcome: Outcome, actorId: string) {
  await app.db.transaction().execute(async (trx) => {
    await settleImportRow(trx, { importId: row.import_id, line: row.line }, { ...outcome, itemId: null })
    await audit(trx, actorId, row, { outcome: outcome.status, reason: outcome.reason }, null)
  })
}

function audit(
  trx: DriveDb,
  actorId: string,
  row: Row,
  result: Record<string, string>,
  itemId: string | null,
) {
  return recordAudit(trx, {
    actorId,
    action: 'import.row',
    subjectType: itemId ? 'item' : 'import',
    subjectId: itemId ?? row.import_id,
    details: { import: row.import_id, line: row.line, path: row.path, title: row.title, ...result },
  })
}
