import { ErrorBody } from '@unikit/contracts'
import {
  StaffTopupList,
  TopupBody,
  TopupConfirmBody,
  TopupList,
  TopupRejectBody,
  TopupResult,
} from '@unikit/contracts/orders'
import { Type } from 'typebox'
import type { AccountsClient } from '../../accounts/accountsClient.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { decideTopup, requestTopup } from '../../topups/topups.ts'
import { listTopupViews, staffTopupViews, toTopupView } from '../../topups/topupViews.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** Top-ups by bank transfer (docs/product/orders.md#top-up): the student asks, staff confirm or reject. */
export function topupRoutes(app: OrdersApp, accounts: AccountsClient) {
  const tags = ['top-ups']

  app.post(
    '/api/private/order/topup',
    {
      preHandler: app.requireVerified,
      schema: { tags, body: TopupBody, response: { 201: TopupResult, ...failures } },
    },
    async (request, reply) => {
      const { topup, qr, bank } = await requestTopup(app, accounts, request.user, request.body.amount)
      return reply.code(201).send({ data: toTopupView(topup), qr, bank })
    },
  )

  app.get(
    '/api/private/order/topup/list',
    { preHandler: app.authenticate, schema: { tags, response: { 200: TopupList, ...failures } } },
    async (request) => ({ data: await listTopupViews(app.db, request.user.userId) }),
  )

  app.get(
    '/api/private/order/staff/topups',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        querystring: Type.Object({
          status: Type.Union([Type.Literal('pending'), Type.Literal('confirmed'), Type.Literal('rejected')]),
        }),
        response: { 200: StaffTopupList, ...failures },
      },
    },
    async (request) => ({ data: await staffTopupViews(app.db, accounts, request.query.status) }),
  )

  app.post(
    '/api/private/order/topup/confirm',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        body: TopupConfirmBody,
        response: { 200: Type.Object({ data: TopupList.properties.data.items }), ...failures },
      },
    },
    async (request) => ({
      data: toTopupView(
        await decideTopup(app, accounts, request.user, { ...request.body, status: 'confirmed' }),
      ),
    }),
  )

  app.post(
    '/api/private/order/topup/reject',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        body: TopupRejectBody,
        response: { 200: Type.Object({ data: TopupList.properties.data.items }), ...failures },
      },
    },
    async (request) => ({
      data: toTopupView(
        await decideTopup(app, accounts, request.user, { ...request.body, status: 'rejected' }),
      ),
    }),
  )
}
