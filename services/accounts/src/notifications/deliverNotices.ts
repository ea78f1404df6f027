import type { DeliverNoticesBody } from '@unikit/contracts/notifications'
import type { AccountsApp } from '../AccountsApp.ts'
import { insertNewNotices, mailOffKinds } from '../db/notifications.ts'
import { findContacts } from '../db/users.ts'
import { noticeMail } from './noticeMail.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * A service's batch of notices into the students' inboxes (docs/decisions/0742-one-notifications-module.md), in
 * one transaction: each notice is added once (by its id), and each one new to the inbox is mailed through the
 * outbox unless its student turned that kind of mail off. Notices of an account that is gone are dropped; the
 * batch is still accepted, so the sender never retries them.
 */
export async function deliverNotices(
  app: AccountsApp,
  batch: DeliverNoticesBody,
): Promise<{ added: number }> {
  const userIds = [
    ...new Set(batch.notices.map((notice) => notice.userId.toLowerCase()).filter((id) => UUID.test(id))),
  ]
  return app.db.transaction().execute(async (trx) => {
    const contacts = new Map((await findContacts(trx, userIds)).map((contact) => [contact.userId, contact]))
    const added = await insertNewNotices(
      trx,
      batch.notices
        .filter((notice) => contacts.has(notice.userId.toLowerCase()))
        .map((notice) => ({
          id: notice.id,
          user_id: notice.userId.toLowerCase(),
          service: batch.service,
          kind: notice.kind,
          title: notice.title,
          body: notice.text,
          link: notice.link,
          created_at: new Date(notice.createdAt),
        })),
    )
    const muted = new Set(
      (await mailOffKinds(trx, [...new Set(added.map((notice) => notice.user_id))])).map(
        (row) => `${row.user_id} ${row.kind}`,
      ),
    )
    for (const notice of added) {
      const contact = contacts.get(notice.user_id)
      if (!contact || muted.has(`${notice.user_id} ${notice.kind}`)) continue
      await app.outbox.enqueue(
        trx,
        noticeMail({
          to: contact.email,
          firstName: contact.firstName,
          notice,
          publicOrigin: app.config.PUBLIC_ORIGIN,
        }),
      )
    }
    return { added: added.length }
  })
}
