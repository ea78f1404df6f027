import { ErrorBody } from '@unikit/contracts'
import { MessageCreateBody, MessageList, MessageListQuery, MessageResult } from '@unikit/contracts/orders'
import { orderThread, postMessage } from '../../messages/orderThread.ts'
import type { OrdersApp } from '../../OrdersApp.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody }

/** An order's thread between its student and staff (docs/product/orders.md#messages). */
export function messageRoutes(app: OrdersApp) {
  const tags = ['messages']

  app.post(
    '/api/private/order/message/create',
    {
      preHandler: app.requireVerified,
      schema: {
        summary: 'Writes a message on an order: its owner or staff; another student’s order is not found',
        tags,
        body: MessageCreateBody,
        response: { 201: MessageResult, ...failures },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await postMessage(app, request.user, request.body) }),
  )

  app.get(
    '/api/private/order/message/list',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'An order’s thread, oldest first: its owner or staff',
        tags,
        querystring: MessageListQuery,
        response: { 200: MessageList, ...failures },
      },
    },
    async (request) => ({ data: await orderThread(app.db, request.user, request.query.order_id) }),
  )
}
