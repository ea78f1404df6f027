import { ErrorBody } from '@unikit/contracts'
import { isStaffRole } from '@unikit/contracts/accounts'
import {
  FeedbackCreateBody,
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
import { listOrderEvents } from '../../db/orderEvents.ts'
import { findOrder, findOwnOrder, listOwnOrders } from '../../db/orders.ts'
import { errors } from '../../errors.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { changeStatus } from '../../orders/changeStatus.ts'
import { createOrder } from '../../orders/createOrder.ts'
import { rateOrder } from '../../orders/rateOrder.ts'
import { toOrderViews } from '../../orders/toOrderView.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** A student's orders: place, list, read, change, rate (docs/product/orders.md). */
export function orderRoutes(app: OrdersApp, accounts: AccountsClient) {
  const tags = ['orders']
  const one = async (row: Parameters<typeof toOrderViews>[1][number]) => {
    const [view] = await toOrderViews(app.db, [row])
    return view!
  }
  // The order with its id at the top, where the original product's clients read it.
  const answer = (order: Awaited<ReturnType<typeof one>>) => ({ id: order.id, data: order })

  app.post(
    '/api/private/order/create',
    {
      preHandler: app.requireVerified,
      schema: { tags, body: OrderCreateBody, response: { 201: OrderResult, 503: ErrorBody, ...failures } },
    },
    async (request, reply) =>
      reply.code(201).send(answer(await one(await createOrder(app, accounts, request.user, request.body)))),
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
      const { rows, total } = await listOwnOrders(app.db, request.user.userId, {
        type: type || undefined,
        statuses,
        page,
        pageSize: page_size,
      })
      return { data: await toOrderViews(app.db, rows), page, page_size, total }
    },
  )

  app.get(
    '/api/private/order/get',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: OrderIdQuery, response: { 200: OrderDetail, ...failures } },
    },
    async (request) => {
      const { userId, role } = request.user
      const order = isStaffRole(role)
        ? await findOrder(app.db, request.query.id)
        : await findOwnOrder(app.db, request.query.id, userId)
      if (!order) throw new errors.ORDER_NOT_FOUND()
      const events = await listOrderEvents(app.db, order.id)
      return {
        data: await one(order),
        events: events.map((event) => ({
          from: event.from_status,
          to: event.to_status,
          by: event.actor,
          reason: event.reason,
          at: event.created_at.toISOString(),
        })),
      }
    },
  )

  app.post(
    '/api/private/order/set_status',
    {
      preHandler: app.requireVerified,
      schema: { tags, body: SetStatusBody, response: { 200: OrderResult, 503: ErrorBody, ...failures } },
    },
    async (request) => answer(await one(await changeStatus(app, accounts, request.user, request.body))),
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
      await rateOrder(app, request.user, { orderId: order_id, score, content })
      return reply.code(201).send({ ok: true as const })
    },
  )
}
