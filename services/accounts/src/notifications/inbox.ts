import type { Notice, NoticeList } from '@unikit/contracts/notifications'
import { countUnread, listNotices, markAllNoticesRead, markNoticeRead } from '../db/notifications.ts'
import type { AccountsDb } from '../db/schema.ts'
import { errors } from '../errors.ts'

/** One page of the student's inbox, newest first, and how many are unread (docs/product/platform.md#notifications). */
export async function inboxPage(
  db: AccountsDb,
  userId: string,
  page: number,
  pageSize: number,
): Promise<NoticeList> {
  const [rows, unread] = await Promise.all([listNotices(db, userId, page, pageSize), countUnread(db, userId)])
  return {
    data: rows.slice(0, pageSize).map(toNotice),
    page,
    page_size: pageSize,
    has_more: rows.length > pageSize,
    unread,
  }
}

/** Marks one notice read (another student's is not found) or all of them; the unread count after. */
export async function markRead(
  db: AccountsDb,
  userId: string,
  which: { id?: string | undefined; all?: true | undefined },
): Promise<{ unread: number }> {
  if (which.all) await markAllNoticesRead(db, userId)
  else if (which.id) {
    if (!(await markNoticeRead(db, userId, which.id))) throw new errors.NOTICE_NOT_FOUND()
  } else throw new errors.VALIDATION_FAILED('body must have id or all')
  return { unread: await countUnread(db, userId) }
}

/** The badge's figure: how many notices the student has not read. */
export async function unreadCount(db: AccountsDb, userId: string): Promise<{ unread: number }> {
  return { unread: await countUnread(db, userId) }
}

/** A row of the inbox as the list answers it. */
export function toNotice(row: {
  id: string
  kind: string
  title: string
  body: string
  link: string
  created_at: Date
  read_at: Date | null
}): Notice {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    text: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  }
}
