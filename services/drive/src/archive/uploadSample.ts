import { foldText } from '@unikit/contracts'
import { ARCHIVE_UPLOAD_MAX_BYTES, archiveUploadTypes, DriveCreateFields } from '@unikit/contracts/drive'
import { kitErrors } from '@unikit/service-kit'
import type { FastifyRequest } from 'fastify'
import Value from 'typebox/value'
import type { DriveApp } from '../DriveApp.ts'
import { findItem, type ItemRow, insertItem } from '../db/items.ts'
import { findSameBytes } from '../db/uploads.ts'
import { errors } from '../errors.ts'
import { indexPdf } from './indexPdf.ts'
import { askForThumbnail } from './makeThumbnail.ts'

const UNIQUE_VIOLATION = '23505'

/**
 * A student's upload (docs/product/archive.md#uploads): it waits in review under `tmp`, seen only by its
 * uploader and staff, with the course or major the student chose. The same bytes (SHA-256) already in the
 * archive are refused. A refused upload leaves neither object nor row.
 */
export async function uploadSample(
  app: DriveApp,
  request: FastifyRequest,
  ownerId: string,
): Promise<ItemRow> {
  const item = await app.files.upload(
    request,
    {
      maxBytes: ARCHIVE_UPLOAD_MAX_BYTES,
      accept: archiveUploadTypes,
      messages: {
        tooLarge: 'File too big (> 40MB)',
        unsupportedType: 'Upload a PDF, a Word or PowerPoint file, an image or an MP4 or WebM video',
        missing: 'file required',
      },
    },
    async (file, trx) => {
      const fields = readFields(file.fields)
      const folder = await findItem(trx, fields.folder_id)
      if (folder?.kind !== 'folder' || folder.root === 'tmp') throw new errors.FOLDER_NOT_FOUND()
      if (await findSameBytes(trx, file.sha256)) throw new errors.DUPLICATE_FILE()
      const item = await insertItem(trx, {
        parent_id: 'tmp',
        root: 'tmp',
        kind: 'file',
        name: fields.title.trim(),
        search_name: foldText(fields.title),
        mime_type: file.contentType,
        object_id: file.id,
        size: file.size,
        sha256: file.sha256,
        owner_id: ownerId,
        status: 'pending',
        requested_folder_id: folder.id,
        rights_confirmed_at: new Date(),
        year: fields.year ? Number(fields.year) : null,
        semester: fields.semester ? Number(fields.semester) : null,
      }).catch((error: { code?: string }) => {
        // Two uploads of one file at once: the index lets one in.
        if (error.code === UNIQUE_VIOLATION) throw new errors.DUPLICATE_FILE()
        throw error
      })
      await askForThumbnail(app, trx, item.id)
      return item
    },
  )
  if (item.mime_type === 'application/pdf' && item.object_id) {
    await indexPdf(app, { id: item.id, object_id: item.object_id })
    return (await findItem(app.db, item.id)) ?? item
  }
  return item
}

/** The text fields sent before the file, checked like a JSON body. */
function readFields(fields: Record<string, string>): DriveCreateFields {
  if (fields.rights !== 'yes') throw new errors.RIGHTS_NOT_CONFIRMED()
  if (!Value.Check(DriveCreateFields, fields)) {
    const first = Value.Errors(DriveCreateFields, fields)[0]
    const where = first?.instancePath.replace(/^\//, '') || 'fields'
    if (where === 'title')
      throw new kitErrors.VALIDATION_FAILED('title', 'must be 3 to 160 characters of plain text')
    if (where === 'folder_id') throw new errors.FOLDER_NOT_FOUND()
    throw new kitErrors.VALIDATION_FAILED(where, first?.message ?? 'is not valid')
  }
  return fields
}
