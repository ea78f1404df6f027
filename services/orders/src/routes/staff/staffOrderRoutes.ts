import { ErrorBody } from '@unikit/contracts'
import { StaffOrderList, StaffOrderQuery } from '@unikit/contracts/orders'
import type { AccountsClient } from '../../accounts/accountsClient.ts'
import { listStaffOrders } from '../../db/orders.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { toOrderViews } from '../../orders/toOrderView.ts'
import { withStudents } from '../../staff/withStudents.ts'

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
      const { rows, total } = await listStaffOrders(app.db, queue, page, page_size)
      return { data: await withStudents(accounts, await toOrderViews(app.db, rows)), page, page_size, total }
    },
  )
}
