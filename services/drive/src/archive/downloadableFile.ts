import { findItem, type ItemRow } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { FileLink, FileLinkSigner } from '../files/fileLinks.ts'
import { downloadName } from './downloadName.ts'
import { canRead, type Reader } from './readAccess.ts'

/** What a download sends: the object in storage, the name to save it under, and who it counts for. */
export interface Downloadable {
  itemId: string
  objectId: string
  name: string
  /** A published file downloaded by a known student: it counts for them (once a day). */
  countFor: string | null
}

const downloadable = (item: ItemRow & { object_id: string }, by: string | undefined): Downloadable => ({
  itemId: item.id,
  objectId: item.object_id,
  name: downloadName(item.name, item.mime_type),
  countFor: item.status === 'published' && by ? by : null,
})

/**
 * The file a signed link names (docs/decisions/0610-signed-file-links.md), while the link holds for the file's
 * status and has not expired. A file taken down or rejected is gone; a published one only needs a fresh link.
 */
export async function signedFile(
  db: DriveDb,
  signer: FileLinkSigner,
  link: Partial<FileLink> & { id: string; sig?: string | undefined },
): Promise<Downloadable> {
  const item = await findItem(db, link.id)
  if (item?.kind !== 'file' || !item.object_id) throw new errors.ITEM_NOT_FOUND()
  if (!signer.verify({ id: link.id, exp: link.exp ?? 0, by: link.by }, item.status, link.sig ?? '')) {
    if (item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
    throw new errors.LINK_EXPIRED()
  }
  return downloadable({ ...item, object_id: item.object_id }, link.by)
}

/** The file a signed-in reader may download; any other answers as if it did not exist. */
export async function readableFile(db: DriveDb, reader: Reader, id: string): Promise<Downloadable> {
  const item = await findItem(db, id)
  if (item?.kind !== 'file' || !item.object_id || !canRead(item, reader)) throw new errors.ITEM_NOT_FOUND()
  return downloadable({ ...item, object_id: item.object_id }, reader.userId)
}
