import { foldText } from '@unikit/contracts'
import type { PublishBody, ReasonBody } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import type { DriveApp } from '../DriveApp.ts'
import { findItem, type ItemRow, lockItem } from '../db/items.ts'
import { publishItem, rejectItem } from '../db/uploads.ts'
import { errors } from '../errors.ts'
import { earnReward } from './rewardUpload.ts'
import { prepareTelling } from './tellPeople.ts'

/** Staff publish an upload into a course or major folder, under the name they choose; the uploader is told. */
export async function publishUpload(app: DriveApp, staffId: string, body: PublishBody): Promise<ItemRow> {
  const current = await findItem(app.db, body.id)
  if (!current) throw new errors.ITEM_NOT_FOUND()
  const tell = await prepareTelling(app, current.owner_id ? [current.owner_id] : [])
  return app.db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (!item) throw new errors.ITEM_NOT_FOUND()
    if (item.status !== 'pending') throw new errors.NOT_PENDING()
    const folder = await findItem(trx, body.folder_id)
    if (folder?.kind !== 'folder' || folder.root === 'tmp') throw new errors.FOLDER_NOT_FOUND()
    const name = body.name.trim()
    const published = await publishItem(trx, item.id, {
      parent_id: folder.id,
      root: folder.root,
      ancestors: [...folder.ancestors, folder.id],
      name,
      search_name: foldText(name),
      reviewedBy: staffId,
      ...(body.year !== undefined ? { year: body.year } : {}),
      ...(body.semester !== undefined ? { semester: body.semester } : {}),
    })
    await earnReward(app, trx, item)
    await recordAudit(trx, {
      actorId: staffId,
      action: 'upload.publish',
      subjectType: 'item',
      subjectId: item.id,
      details: { name, folder: folder.name, requested: item.requested_folder_id },
    })
    await tell(trx, {
      kind: 'upload-published',
      userIds: item.owner_id ? [item.owner_id] : [],
      name,
      reason: '',
    })
    return published
  })
}

/** Staff reject an upload with a reason the uploader sees in My uploads and by mail. The bytes go. */
export async function rejectUpload(app: DriveApp, staffId: string, body: ReasonBody): Promise<void> {
  const reason = body.reason.trim()
  if (!reason) throw new errors.REASON_REQUIRED()
  const current = await findItem(app.db, body.id)
  if (!current) throw new errors.ITEM_NOT_FOUND()
  const tell = await prepareTelling(app, current.owner_id ? [current.owner_id] : [])
  await app.db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (!item) throw new errors.ITEM_NOT_FOUND()
    if (item.status !== 'pending') throw new errors.NOT_PENDING()
    await rejectItem(trx, item.id, reason, staffId)
    for (const object of [item.object_id, item.thumbnail_object_id])
      if (object) await app.files.discard(trx, object)
    await recordAudit(trx, {
      actorId: staffId,
      action: 'upload.reject',
      subjectType: 'item',
      subjectId: item.id,
      details: { name: item.name, reason },
    })
    await tell(trx, {
      kind: 'upload-rejected',
      userIds: item.owner_id ? [item.owner_id] : [],
      name: item.name,
      reason,
    })
  })
}
