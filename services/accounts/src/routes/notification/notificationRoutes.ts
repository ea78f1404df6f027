import { ErrorBody } from '@unikit/contracts'
import {
  NoticeList,
  NoticeListQuery,
  NoticeReadBody,
  NoticeSettingBody,
  NoticeSettings,
  UnreadCount,
} from '@unikit/contracts/notifications'
import type { AccountsApp } from '../../AccountsApp.ts'
import { inboxPage, markRead, unreadCount } from '../../notifications/inbox.ts'
import { noticeSettings, setNoticeMail } from '../../notifications/noticeSettings.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/** The signed-in student's notices and their mail settings (docs/product/platform.md#notifications). */
export function notificationRoutes(app: AccountsApp) {
  const { db } = app
  const tags = ['notifications']

  app.get(
    '/api/private/notification/list',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'The signed-in user’s notices, newest first, a page at a time, and the unread count',
        tags,
        querystring: NoticeListQuery,
        response: { 200: NoticeList, ...failures },
      },
    },
    async (request) => inboxPage(db, request.user.userId, request.query.page, request.query.page_size),
  )

  app.get(
    '/api/private/notification/unread',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'How many of the signed-in user’s notices are unread (what the bell polls)',
        tags,
        response: { 200: UnreadCount, ...failures },
      },
    },
    (request) => unreadCount(db, request.user.userId),
  )

  app.post(
    '/api/private/notification/read',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Marks one notice (`id`) or all of them (`all: true`) read; the unread count after',
        tags,
        body: NoticeReadBody,
        response: { 200: UnreadCount, ...failures },
      },
    },
    async (request) => markRead(db, request.user.userId, request.body),
  )

  app.get(
    '/api/private/notification/settings',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Every kind of notice, and whether the signed-in user gets it by mail too',
        tags,
        response: { 200: NoticeSettings, ...failures },
      },
    },
    async (request) => ({ data: await noticeSettings(db, request.user.userId) }),
  )

  app.post(
    '/api/private/notification/settings',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Turns the mail of one kind of notice on or off; every setting after',
        tags,
        body: NoticeSettingBody,
        response: { 200: NoticeSettings, ...failures },
      },
    },
    async (request) => ({
      data: await setNoticeMail(db, request.user.userId, request.body.kind, request.body.mail),
    }),
  )
}
