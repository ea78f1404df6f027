import { foldText } from '@unikit/contracts'
import type { FolderCreateBody, FolderMoveBody, ListParent, RenameBody } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import { folderNamed, hasChildren, moveFolderTree } from '../db/folders.ts'
import { deleteItem, findItem, type ItemRow, insertItem, lockItem, renameItemRow } from '../db/items.ts'
import type { DriveDb, ItemRoot } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** Where a folder goes: a root, or another folder, with the ancestors its children inherit. */
async function placeUnder(
  db: DriveDb,
  parentId: ListParent,
): Promise<{ parent: string; root: ItemRoot; ancestors: string[] }> {
  if (parentId === 'core' || parentId === 'major') return { parent: parentId, root: parentId, ancestors: [] }
  const parent = await findItem(db, parentId)
  if (parent?.kind !== 'folder' || parent.root === 'tmp') throw new errors.FOLDER_NOT_FOUND()
  return { parent: parent.id, root: parent.root, ancestors: [...parent.ancestors, parent.id] }
}

const cleanCode = (code: string | null | undefined) => (code ? code.trim().toUpperCase() : null) || null

/** Folder management on the staff desk (docs/product/archive.md#staff-desk); every change is audited. */
export async function createFolder(db: DriveDb, staffId: string, body: FolderCreateBody): Promise<ItemRow> {
  return db.transaction().execute(async (trx) => {
    const place = await placeUnder(trx, body.parent_id)
    const name = body.name.trim()
    if (await folderNamed(trx, place.parent, name)) throw new errors.NAME_TAKEN()
    const code = cleanCode(body.code)
    const folder = await insertItem(trx, {
      parent_id: place.parent,
      root: place.root,
      ancestors: place.ancestors,
      kind: 'folder',
      name,
      code,
      search_name: foldText(`${name} ${code ?? ''}`),
    })
    await recordAudit(trx, {
      actorId: staffId,
      action: 'folder.create',
      subjectType: 'item',
      subjectId: folder.id,
      details: { name, code, parent: place.parent },
    })
    return folder
  })
}

/** Renames a folder or a file (and sets a folder's code). */
export async function renameItem(db: DriveDb, staffId: string, body: RenameBody): Promise<ItemRow> {
  return db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (!item) throw new errors.ITEM_NOT_FOUND()
    const name = body.name.trim()
    if (item.kind === 'folder' && (await folderNamed(trx, item.parent_id, name, item.id)))
      throw new errors.NAME_TAKEN()
    const code = item.kind === 'folder' && body.code !== undefined ? cleanCode(body.code) : item.code
    const renamed = await renameItemRow(trx, item.id, {
      name,
      code,
      search_name: foldText(`${name} ${code ?? ''}`),
    })
    await recordAudit(trx, {
      actorId: staffId,
      action: `${item.kind}.rename`,
      subjectType: 'item',
      subjectId: item.id,
      details: { from: item.name, to: name, code },
    })
    return renamed
  })
}

/** Moves a folder with everything below it; never into itself or below itself. */
export async function moveFolder(db: DriveDb, staffId: string, body: FolderMoveBody): Promise<ItemRow> {
  return db.transaction().execute(async (trx) => {
    // Two moves at once (A under B, B under A) would each read the other where it was and make a cycle: the
    // folder and its new parent are locked, always in the same order, before either is read.
    const locked = [body.id, body.parent_id].filter((id) => id !== 'core' && id !== 'major').sort()
    for (const id of locked) await lockItem(trx, id)
    const folder = await findItem(trx, body.id)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
    if (body.parent_id === folder.id) throw new errors.FOLDER_CYCLE()
    const place = await placeUnder(trx, body.parent_id)
    if (place.ancestors.includes(folder.id)) throw new errors.FOLDER_CYCLE()
    if (await folderNamed(trx, place.parent, folder.name, folder.id)) throw new errors.NAME_TAKEN()
    const moved = await moveFolderTree(trx, folder.id, place)
    await recordAudit(trx, {
      actorId: staffId,
      action: 'folder.move',
      subjectType: 'item',
      subjectId: folder.id,
      details: { name: folder.name, from: folder.parent_id, to: place.parent },
    })
    return moved
  })
}

/** Deletes a folder that holds nothing (no files in any status, no subfolders, no upload asking for it). */
export async function deleteFolder(db: DriveDb, staffId: string, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const folder = await lockItem(trx, id)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
    if (await hasChildren(trx, id)) throw new errors.FOLDER_NOT_EMPTY()
    await deleteItem(trx, id)
    await recordAudit(trx, {
      actorId: staffId,
      action: 'folder.delete',
      subjectType: 'item',
      subjectId: id,
      details: { name: folder.name, code: folder.code },
    })
  })
}
