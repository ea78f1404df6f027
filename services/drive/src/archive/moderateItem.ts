import type { ModerateBody } from '@unikit/contracts/drive'
import { recordAudit } from '@unikit/service-kit'
import type { DriveApp } from '../DriveApp.ts'
import { openReporterIds, resolveReports } from '../db/itemReports.ts'
import { deleteItem, findItem, lockItem, setItemStatus } from '../db/items.ts'
import { errors } from '../errors.ts'
import { prepareTelling } from './tellPeople.ts'

const outcomes = { hide: 'hidden', delete: 'deleted', dismiss: 'kept', restore: 'restored' } as const

/**
 * The report queue's decisions (docs/product/archive.md#staff-desk). Hide takes a file down at once: lists,
 * search and downloads (signed links included) stop showing it. Delete removes it and its bytes. Both close the
 * open reports and tell the reporters; dismiss closes them with "it stays"; restore publishes a hidden file.
 */
export async function moderateItem(app: DriveApp, staffId: string, body: ModerateBody): Promise<void> {
  const reason = body.reason.trim()
  if ((body.action === 'hide' || body.action === 'delete') && !reason) throw new errors.REASON_REQUIRED()
  const current = await findItem(app.db, body.id)
  if (current?.kind !== 'file') throw new errors.ITEM_NOT_FOUND()
  const tell = await prepareTelling(app, await openReporterIds(app.db, body.id))
  await app.db.transaction().execute(async (trx) => {
    const item = await lockItem(trx, body.id)
    if (!item) throw new errors.ITEM_NOT_FOUND()
    const wanted = body.action === 'restore' ? 'hidden' : 'published'
    const allowed = body.action === 'delete' ? ['published', 'hidden'] : [wanted]
    if (!allowed.includes(item.status)) throw new errors.ITEM_NOT_FOUND()
    const told = await resolveReports(trx, item.id, outcomes[body.action])
    if (body.action === 'delete') {
      for (const object of [item.object_id, item.thumbnail_object_id])
        if (object) await app.files.discard(trx, object)
      await deleteItem(trx, item.id)
    } else if (body.action !== 'dismiss') {
      await setItemStatus(trx, item.id, body.action === 'hide' ? 'hidden' : 'published')
    }
    await recordAudit(trx, {
      actorId: staffId,
      action: `item.${body.action}`,
      subjectType: 'item',
      subjectId: item.id,
      details: { name: item.name, reason, reports: told.length },
    })
    if (body.action !== 'restore') {
      await tell(trx, {
        kind: body.action === 'dismiss' ? 'report-dismissed' : 'report-upheld',
        userIds: told,
        name: item.name,
        reason,
      })
    }
  })
}
