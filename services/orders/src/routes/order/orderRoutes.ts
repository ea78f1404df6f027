import { ErrorBody } from '@unikit/contracts'
import {
  FeedbackCreateBody,
  type Order,
  OrderCreateBody,
  OrderDetail,
  OrderIdQuery,
  OrderList,
  OrderListQuery,
  OrderResult,
  type OrderStatus,
  orderStatuses,
  SetStatusBody,
} from '@unikit/contracts/orders'
import { Type } from 'typebox'
import type { AccountsClient } from '../../accounts/accountsClient.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { changeStatus } from '../../orders/changeStatus.ts'
import { createOrder } from '../../orders/createOrder.ts'
import { listOrderViews } from '../../orders/listOrderViews.ts'
import { orderDetail } from '../../orders/orderDetail.ts'
import { rateOrder } from '../../orders/rateOrder.ts'
import { toOrderView } from '../../orders/toOrderView.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** A student's orders: place, list, read, change, rate (docs/product/orders.md). */
export function orderRoutes(app: OrdersApp, accounts: AccountsClient) {
  const tags = ['orders']
  // The order with its id at the top, where the original product's clients read it.
  const answer = (order: Order) => ({ id: order.id, data: order })

  app.post(
    '/api/private/order/create',
    {
      preHandler: app.requireVerified,
      schema: { tags, body: OrderCreateBody, response: { 201: OrderResult, 503: ErrorBody, ...failures } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          answer(await toOrderView(app.db, await createOrder(app, accounts, request.user, request.body))),
        ),
  )

  app.get(
    '/api/private/order/list',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: OrderListQuery, response: { 200: OrderList, ...failures } },
    },
    async (request) => {
      const { type, status, page, page_size } = request.query
      const statuses = (status || undefined)
        ?.split(',')
        .filter((value): value is OrderStatus => (orderStatuses as readonly string[]).includes(value))
      const { views, total } = await listOrderViews(app.db, request.user.userId, {
        type: type || undefined,
        statuses,
        page,
        pageSize: page_size,
      })
      return { data: views, page, page_size, total }
    },
  )

  app.get(
    '/api/private/order/get',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: OrderIdQuery, response: { 200: OrderDetail, ...failures } },
    },
    async (request) => orderDetail(app.db, request.user, request.query.id),
  )

  app.post(
    '/api/private/order/set_status',
    {
      preHandler: app.requireVerified,
      schema: { tags, body: SetStatusBody, response: { 200: OrderResult, 503: ErrorBody, ...failures } },
    },
    async (request) =>
      answer(await toOrderView(app.db, await changeStatus(app, accounts, request.user, request.body))),
  )

  app.post(
    '/api/private/order/feedback/create',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        body: FeedbackCreateBody,
        response: { 201: Type.Object({ ok: Type.Literal(true) }), ...failures },
      },
    },
    async (request, reply) => {
      const { order_id, score, content } = request.body
      await rateOrder(app.db, request.user, { orderId: order_id, score, content })
      return reply.code(201).send({ ok: true as const })
    },
  )
}
