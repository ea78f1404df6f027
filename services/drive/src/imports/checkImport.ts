import { createHash } from 'node:crypto'
import {
  ARCHIVE_IMPORT_MAX_ROWS,
  ARCHIVE_UPLOAD_MAX_BYTES,
  archiveUploadTypes,
} from '@unikit/contracts/drive'
import { detectFileType } from '@unikit/service-kit'
import type { Insertable } from 'kysely'
import type { DriveApp } from '../DriveApp.ts'
import { allFolders } from '../db/folders.ts'
import { replaceImportRows, setImportStatus } from '../db/imports.ts'
import type { ImportRowsTable } from '../db/schema.ts'
import { findSameBytes } from '../db/uploads.ts'
import { checkRow } from './checkRow.ts'
import { readManifest } from './readManifest.ts'
import type { OpenZip } from './zipSource.ts'

const SAMPLE_BYTES = 64 * 1024

/**
 * The dry run of an import (docs/product/archive.md#bulk-import): every manifest row is new, a duplicate or an
 * error, with its reason. A row's file is read once as it streams, for its type (from its first bytes, as an
 * upload's) and its SHA-256 (the archive holds each file once); nothing is stored. A zip that cannot be
 * imported at all (no manifest, too many rows) fails the import with the reason.
 */
export async function checkImport(app: DriveApp, importId: string, zip: OpenZip, keepAlive = async () => {}) {
  const manifest = await readManifest(zip)
  if (typeof manifest === 'string') return failImport(app, importId, manifest)
  if (manifest.rows.length > ARCHIVE_IMPORT_MAX_ROWS) {
    return failImport(
      app,
      importId,
      `manifest.csv has ${manifest.rows.length} rows; import at most ${ARCHIVE_IMPORT_MAX_ROWS} at a time`,
    )
  }
  const folders = (await allFolders(app.db)).filter((folder) => folder.root !== 'tmp')
  const paths = new Map<string, number>()
  const hashes = new Map<string, number>()
  const rows: Insertable<ImportRowsTable>[] = []
  for (const row of manifest.rows) {
    const checked = checkRow(row, folders)
    const base = {
      import_id: importId,
      line: row.line,
      path: row.path,
      title: row.title.slice(0, 500),
      place: row.place.slice(0, 200),
    }
    const refuse = (status: 'error' | 'duplicate', reason: string) => rows.push({ ...base, status, reason })
    if ('reason' in checked) {
      refuse('error', checked.reason)
      continue
    }
    const values = {
      ...base,
      title: checked.title,
      folder_id: checked.folder.id,
      year: checked.year,
      semester: checked.semester,
      sample_kind: checked.kind,
      description: checked.description,
    }
    const twice = paths.get(row.path)
    if (twice) {
      refuse('error', `The same file as line ${twice}`)
      continue
    }
    paths.set(row.path, row.line)
    const entry = zip.entries.get(`${manifest.base}${row.path}`)
    if (!entry) {
      refuse('error', `No file ${row.path} in the zip`)
      continue
    }
    if (entry.uncompressedSize > ARCHIVE_UPLOAD_MAX_BYTES) {
      refuse('error', 'Larger than 40 MB, the most a sample may be')
      continue
    }
    const facts = await typeAndHash(zip, entry)
    if (!archiveUploadTypes.includes(facts.type)) {
      refuse(
        'error',
        'Not a type the archive takes: a PDF, Word or PowerPoint file, an image, or an MP4 or WebM video',
      )
    } else if (facts.size === 0) {
      refuse('error', 'The file is empty')
    } else if (hashes.has(facts.sha256)) {
      rows.push({
        ...values,
        status: 'duplicate',
        reason: `The same file as line ${hashes.get(facts.sha256)}`,
      })
    } else if (await findSameBytes(app.db, facts.sha256)) {
      rows.push({ ...values, status: 'duplicate', reason: 'This file is already in the archive' })
    } else {
      rows.push({ ...values, status: 'new', reason: null })
    }
    hashes.set(facts.sha256, row.line)
    if (rows.length % 50 === 0) await keepAlive()
  }
  await replaceImportRows(app.db, importId, rows)
  await setImportStatus(app.db, importId, 'checked', {
    error: null,
    base: manifest.base,
    fingerprint: zip.fingerprint,
  })
}

async function failImport(app: DriveApp, importId: string, reason: string) {
  await setImportStatus(app.db, importId, 'failed', { error: reason })
}

/** An entry's type (from its first bytes) and SHA-256, read as it streams. */
async function typeAndHash(zip: OpenZip, entry: Parameters<OpenZip['read']>[0]) {
  const hash = createHash('sha256')
  const sample: Buffer[] = []
  let sampled = 0
  let size = 0
  for await (const chunk of await zip.read(entry)) {
    const bytes = chunk as Buffer
    hash.update(bytes)
    size += bytes.length
    if (sampled < SAMPLE_BYTES) {
      sample.push(bytes.subarray(0, SAMPLE_BYTES - sampled))
      sampled += Math.min(bytes.length, SAMPLE_BYTES - sampled)
    }
  }
  return { type: size ? await detectFileType(Buffer.concat(sample)) : '', sha256: hash.digest('hex'), size }
}
