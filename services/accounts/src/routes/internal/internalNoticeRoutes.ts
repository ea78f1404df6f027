import { ErrorBody } from '@unikit/contracts'
import { DeliverNoticesBody, DeliverNoticesResult } from '@unikit/contracts/notifications'
import type { AccountsApp } from '../../AccountsApp.ts'
import { deliverNotices } from '../../notifications/deliverNotices.ts'

/** Where every service's kit sender delivers its notices (docs/decisions/0742-one-notifications-module.md). */
export function internalNoticeRoutes(app: AccountsApp) {
  app.post(
    '/internal/notifications/deliver',
    {
      schema: {
        summary: 'Adds a batch of notices to the students’ inboxes, once each, and mails them as chosen',
        tags: ['internal'],
        body: DeliverNoticesBody,
        response: { 200: DeliverNoticesResult, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => deliverNotices(app, request.body),
  )
}
