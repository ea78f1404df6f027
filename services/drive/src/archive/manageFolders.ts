import { foldText } from '@unikit/contracts'
import type { FolderCreateBody, FolderMoveBody, ListParent, RenameBody } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import { sql } from 'kysely'
import type { DriveApp, DriveDb } from '../DriveApp.ts'
import { findItem, folderNamed, hasChildren, type ItemRow, lockItem } from '../db/items.ts'
import type { ItemRoot } from '../db/schema.ts'
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
export async function createFolder(app: DriveApp, staffId: string, body: FolderCreateBody): Promise<ItemRow> {
  return app.db.transaction().execute(async (trx) => {
    const place = await placeUnder(trx, body.parent_id)
    const name = body.name.trim()
    if (await folderNamed(trx, place.parent, name)) throw new errors.NAME_TAKEN()
    const code = cleanCode(body.code)
    const folder = await trx
      .insertInto('items')
      .values({
        parent_id: place.parent,
        root: place.root,
        ancestors: place.ancestors,
        kind: 'folder',
        name,
        code,
        search_name: foldText(`${name} ${code ?? ''}`),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
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
export async function renameItem(app: DriveApp, staffId: string, body: RenameBody): Promise<ItemRow> {
  return app.db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (!item) throw new errors.ITEM_NOT_FOUND()
    const name = body.name.trim()
    if (item.kind === 'folder' && (await folderNamed(trx, item.parent_id, name, item.id)))
      throw new errors.NAME_TAKEN()
    const code = item.kind === 'folder' && body.code !== undefined ? cleanCode(body.code) : item.code
    const renamed = await trx
      .updateTable('items')
      .set({ name, code, search_name: foldText(`${name} ${code ?? ''}`), updated_at: new Date() })
      .where('id', '=', item.id)
      .returningAll()
      .executeTakeFirstOrThrow()
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
export async function moveFolder(app: DriveApp, staffId: string, body: FolderMoveBody): Promise<ItemRow> {
  return app.db.transaction().execute(async (trx) => {
    const folder = await lockItem(trx, body.id)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
    if (body.parent_id === folder.id) throw new errors.FOLDER_CYCLE()
    const place = await placeUnder(trx, body.parent_id)
    if (place.ancestors.includes(folder.id)) throw new errors.FOLDER_CYCLE()
    if (await folderNamed(trx, place.parent, folder.name, folder.id)) throw new errors.NAME_TAKEN()
    const moved = await trx
      .updateTable('items')
      .set({ parent_id: place.parent, root: place.root, ancestors: place.ancestors, updated_at: new Date() })
      .where('id', '=', folder.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    // Everything below keeps its path from this folder down, under the folder's new ancestors.
    await trx
      .updateTable('items')
      .set({
        root: place.root,
        ancestors: sql<
          string[]
        >`${sql.val(place.ancestors)}::text[] || ancestors[array_position(ancestors, ${folder.id}):]`,
      })
      .where(sql<boolean>`ancestors @> array[${folder.id}]`)
      .execute()
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
export async function deleteFolder(app: DriveApp, staffId: string, id: string): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    const folder = await lockItem(trx, id)
    if (folder?.kind !== 'folder') throw new errors.FOLDER_NOT_FOUND()
    if (await hasChildren(trx, id)) throw new errors.FOLDER_NOT_EMPTY()
    await trx.deleteFrom('items').where('id', '=', id).execute()
    await recordAudit(trx, {
      actorId: staffId,
      action: 'folder.delete',
      subjectType: 'item',
      subjectId: id,
      details: { name: folder.name, code: folder.code },
    })
  })
}
