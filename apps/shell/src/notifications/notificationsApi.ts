import { api } from '@unikit/auth'
import type { NoticeList, NoticeSettings, UnreadCount } from '@unikit/contracts/notifications'

/** The accounts service's notification calls (docs/product/platform.md#notifications). */
export const notificationsApi = {
  unread: async () => (await api.get('private/notification/unread', { retry: 0 }).json<UnreadCount>()).unread,
  list: (page: number) =>
    api.get('private/notification/list', { searchParams: { page, page_size: 10 } }).json<NoticeList>(),
  markRead: async (which: { id: string } | { all: true }) =>
    (await api.post('private/notification/read', { json: which, retry: 0 }).json<UnreadCount>()).unread,
  settings: async () => (await api.get('private/notification/settings').json<NoticeSettings>()).data,
  setMail: async (kind: string, mail: boolean) =>
    (
      await api
        .post('private/notification/settings', { json: { kind, mail }, retry: 0 })
        .json<NoticeSettings>()
    ).data,
}
