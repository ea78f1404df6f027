import type { ListParent } from '@unikit/contracts/drive'
import type { DriveApp } from '../DriveApp.ts'
import { findItem, type ListedRow, listChildren, uploadsOf } from '../db/items.ts'
import { starredItems } from '../db/stars.ts'
import { errors } from '../errors.ts'

/**
 * What `drive/list?parent_id=` lists: a root's or a folder's children, and the original product's special roots
 * (docs/decisions/0744-the-original-calls-answered.md): `node`, the reader's starred items; `tmp`, the reader's own
 * uploads, in review or not.
 */
export async function listParent(app: DriveApp, readerId: string, parent: ListParent): Promise<ListedRow[]> {
  if (parent === 'node') return starredItems(app.db, readerId)
  if (parent === 'tmp') return uploadsOf(app.db, readerId)
  if (parent !== 'core' && parent !== 'major') {
    const folder = await findItem(app.db, parent)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
  }
  return listChildren(app.db, parent)
}
