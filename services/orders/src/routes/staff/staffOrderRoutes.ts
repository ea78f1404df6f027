import { ErrorBody } from '@unikit/contracts'
import { StaffOrderList, StaffOrderQuery } from '@unikit/contracts/orders'
import type { AccountsClient } from '../../accounts/accountsClient.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { staffOrderViews } from '../../staff/staffOrderViews.ts'

/** The staff desk's queues (docs/product/orders.md#staff-desk); the changes themselves go through set_status. */
export function staffOrderRoutes(app: OrdersApp, accounts: AccountsClient) {
  app.get(
    '/api/private/order/staff/list',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['staff'],
        querystring: StaffOrderQuery,
        response: { 200: StaffOrderList, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { queue, page, page_size } = request.query
      const { views, total } = await staffOrderViews(app.db, accounts, { queue, page, pageSize: page_size })
      return { data: views, page, page_size, total }
    },
  )
}
