import type { NoticeSetting } from '@unikit/contracts/notifications'
import { isNoticeKind, noticeGroups, noticeKindNames, noticeKinds } from '@unikit/contracts/notifications'
import { listNoticeSettings, saveNoticeSetting } from '../db/notifications.ts'
import type { AccountsDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** Every kind of notice with whether the student gets it by mail too (on unless they turned it off). */
export async function noticeSettings(db: AccountsDb, userId: string): Promise<NoticeSetting[]> {
  const saved = new Map((await listNoticeSettings(db, userId)).map((row) => [row.kind, row.mail]))
  return noticeKindNames.map((kind) => {
    const spec = noticeKinds[kind]
    return {
      kind,
      group: spec.group,
      groupLabel: noticeGroups[spec.group],
      label: spec.label,
      mail: saved.get(kind) ?? true,
    }
  })
}

/** Turns the mail of one kind on or off; a kind that does not exist is refused. */
export async function setNoticeMail(db: AccountsDb, userId: string, kind: string, mail: boolean) {
  if (!isNoticeKind(kind)) throw new errors.VALIDATION_FAILED(`body.kind ${kind} is not a kind of notice`)
  await saveNoticeSetting(db, userId, kind, mail)
  return noticeSettings(db, userId)
}
