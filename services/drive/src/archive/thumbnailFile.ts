import { findItem } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'

/** The preview a signed link names, while the link holds for the item's status (as a file's own links). */
export async function thumbnailFile(
  db: DriveDb,
  signer: FileLinkSigner,
  link: { id: string; exp: number; sig: string },
): Promise<string> {
  const item = await findItem(db, link.id)
  if (!item?.thumbnail_object_id) throw new errors.ITEM_NOT_FOUND()
  if (!signer.verify({ id: item.id, exp: link.exp, thumb: true }, item.status, link.sig)) {
    if (item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
    throw new errors.LINK_EXPIRED()
  }
  return item.thumbnail_object_id
}
