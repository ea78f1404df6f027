import { foldText } from '@unikit/contracts'
import type { EditItemBody } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import { findItem, type ItemRow, lockItem, updateFileFacts } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/**
 * Staff correct a file on the desk (docs/product/archive.md#staff-desk): its title, the course or major it is for
 * (an upload's requested folder, a published file's folder), its year and semester. Audited with what changed.
 */
export async function editItem(db: DriveDb, staffId: string, body: EditItemBody): Promise<ItemRow> {
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (item?.kind !== 'file' || item.status === 'rejected') throw new errors.ITEM_NOT_FOUND()
    const folder = body.folder_id ? await findItem(trx, body.folder_id) : undefined
    if (body.folder_id && (folder?.kind !== 'folder' || folder.root === 'tmp'))
      throw new errors.FOLDER_NOT_FOUND()
    const name = body.name?.trim()
    const place =
      folder && item.status !== 'pending'
        ? { parent_id: folder.id, root: folder.root, ancestors: [...folder.ancestors, folder.id] }
        : {}
    const edited = await updateFileFacts(trx, item.id, {
      ...(name ? { name, search_name: foldText(name) } : {}),
      ...place,
      ...(folder && item.status === 'pending' ? { requested_folder_id: folder.id } : {}),
      ...(body.year !== undefined ? { year: body.year } : {}),
      ...(body.semester !== undefined ? { semester: body.semester } : {}),
    })
    await recordAudit(trx, {
      actorId: staffId,
      action: 'item.edit',
      subjectType: 'item',
      subjectId: item.id,
      details: {
        name: edited.name,
        ...(name && name !== item.name ? { was: item.name } : {}),
        ...(folder ? { folder: folder.name } : {}),
        ...(body.year !== undefined ? { year: body.year } : {}),
        ...(body.semester !== undefined ? { semester: body.semester } : {}),
      },
    })
    return edited
  })
}
