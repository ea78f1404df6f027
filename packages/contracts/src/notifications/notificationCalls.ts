import { type Static, Type } from 'typebox'

/** Bounds of a notice's parts: what the inbox stores and the deliver call takes. */
export const NOTICE_TITLE_MAX_LENGTH = 200
export const NOTICE_TEXT_MAX_LENGTH = 2000
export const NOTICE_LINK_MAX_LENGTH = 500
/** Notices per deliver call: one batch of the kit's sender. */
export const NOTICE_BATCH_MAX = 100

const NoticeId = Type.String({ format: 'uuid' })
const KindName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z_]*(\\.[a-z][a-z_]*)+$' })
/** A path of the site (`/order/12`): a notice never links elsewhere. */
const SitePath = Type.String({ minLength: 1, maxLength: NOTICE_LINK_MAX_LENGTH, pattern: '^/(?![/\\\\])' })

/** One notice in the student's inbox (docs/product/platform.md#notifications). */
export const Notice = Type.Object({
  id: NoticeId,
  kind: Type.String(),
  title: Type.String(),
  text: Type.String(),
  /** Where it leads on the site, e.g. `/order/12`. */
  link: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type Notice = Static<typeof Notice>

/** `GET /api/private/notification/list`: newest first, a page at a time, with the unread count. */
export const NoticeListQuery = Type.Object({
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  page_size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
})
export type NoticeListQuery = Static<typeof NoticeListQuery>
export const NoticeList = Type.Object({
  data: Type.Array(Notice),
  page: Type.Integer(),
  page_size: Type.Integer(),
  has_more: Type.Boolean(),
  unread: Type.Integer({ minimum: 0 }),
})
export type NoticeList = Static<typeof NoticeList>

/** `GET /api/private/notification/unread`: what the bell polls. */
export const UnreadCount = Type.Object({ unread: Type.Integer({ minimum: 0 }) })
export type UnreadCount = Static<typeof UnreadCount>

/** `POST /api/private/notification/read`: one notice (`id`) or every one (`all: true`); answers the unread count. */
export const NoticeReadBody = Type.Object({
  id: Type.Optional(NoticeId),
  all: Type.Optional(Type.Literal(true)),
})
export type NoticeReadBody = Static<typeof NoticeReadBody>

/** `GET /api/private/notification/settings`: whether each kind is also mailed, by group. */
export const NoticeSetting = Type.Object({
  kind: Type.String(),
  group: Type.String(),
  groupLabel: Type.String(),
  label: Type.String(),
  mail: Type.Boolean(),
})
export type NoticeSetting = Static<typeof NoticeSetting>
export const NoticeSettings = Type.Object({ data: Type.Array(NoticeSetting) })
export type NoticeSettings = Static<typeof NoticeSettings>
/** `POST /api/private/notification/settings`: mail this kind or not; answers every setting. */
export const NoticeSettingBody = Type.Object({ kind: KindName, mail: Type.Boolean() })
export type NoticeSettingBody = Static<typeof NoticeSettingBody>

/** One notice as a service's kit sender delivers it to accounts, already worded. */
export const DeliveredNotice = Type.Object({
  id: NoticeId,
  userId: Type.String({ maxLength: 64 }),
  kind: KindName,
  title: Type.String({ minLength: 1, maxLength: NOTICE_TITLE_MAX_LENGTH }),
  text: Type.String({ maxLength: NOTICE_TEXT_MAX_LENGTH }),
  link: SitePath,
  createdAt: Type.String({ format: 'date-time' }),
})
export type DeliveredNotice = Static<typeof DeliveredNotice>

/**
 * `POST /internal/notifications/deliver`: a batch of notices into the students' inboxes, once each (by id: a
 * batch delivered again changes nothing). Every notice of an accepted batch is taken, including those of an
 * account that no longer exists (dropped), so the sender never retries them.
 */
export const DeliverNoticesBody = Type.Object({
  service: Type.String({ minLength: 1, maxLength: 64 }),
  notices: Type.Array(DeliveredNotice, { minItems: 1, maxItems: NOTICE_BATCH_MAX }),
})
export type DeliverNoticesBody = Static<typeof DeliverNoticesBody>
export const DeliverNoticesResult = Type.Object({
  /** Notices new to the inbox (the rest were delivered before or their account is gone). */
  added: Type.Integer({ minimum: 0 }),
})
export type DeliverNoticesResult = Static<typeof DeliverNoticesResult>
