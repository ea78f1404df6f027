import type { ItemSort, ListParent } from '@unikit/contracts/drive'
import { findItem, listChildren } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/** What a root or a folder holds, published only: folders first by name, then files in the order asked for. */
export async function folderListing(
  db: DriveDb,
  reader: Reader,
  parentId: ListParent,
  sort: ItemSort = 'name',
) {
  if (parentId !== 'core' && parentId !== 'major') {
    const folder = await findItem(db, parentId)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
  }
  return toDriveItems(db, reader, await listChildren(db, parentId, sort))
}
