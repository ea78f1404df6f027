import type { ItemSort, ListParent } from '@unikit/contracts/drive'
import { findItem, listChildren } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { starredItems } from '../db/stars.ts'
import { uploadsOf } from '../db/uploads.ts'
import { errors } from '../errors.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/**
 * What a root or a folder holds, published only: folders first by name, then files in the order asked for. The
 * original product's special roots (docs/decisions/0732-the-original-calls-answered.md) list the reader's own:
 * `node` their starred items, `tmp` their uploads, in review or not.
 */
export async function folderListing(
  db: DriveDb,
  reader: Reader,
  parentId: ListParent,
  sort: ItemSort = 'name',
) {
  if (parentId === 'node') return toDriveItems(db, reader, await starredItems(db, reader.userId))
  if (parentId === 'tmp') return toDriveItems(db, reader, await uploadsOf(db, reader.userId))
  if (parentId !== 'core' && parentId !== 'major') {
    const folder = await findItem(db, parentId)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
  }
  return toDriveItems(db, reader, await listChildren(db, parentId, sort))
}
