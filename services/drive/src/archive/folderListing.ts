import type { ListParent } from '@unikit/contracts/drive'
import { findItem, listChildren } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import { toDriveItems } from './toDriveItems.ts'

/** What a root or a folder holds, published only: folders first, then files, each by name. */
export async function folderListing(db: DriveDb, userId: string, parentId: ListParent) {
  if (parentId !== 'core' && parentId !== 'major') {
    const folder = await findItem(db, parentId)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
  }
  return toDriveItems(db, userId, await listChildren(db, parentId))
}
