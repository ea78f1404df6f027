// The order list's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and
// `pg` only, running the five statements the service runs for `GET /api/private/order/list` (a page of the
// student's orders and their count, then those orders' ratings and deliveries, then their files) and answering the
// same body, mapped by the service's own ordersAsShown. The student is the bearer token looked up in memory; no
// framework, hooks, validation, schema-driven serialisation or logging. Started by bench/orders.ts on the service's
// schema; sameAnswers checks it answers alike.
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'
import type { Selectable } from 'kysely'
import type {
  OrderDeliveriesTable,
  OrderFeedbackTable,
  OrderFilesTable,
  OrdersTable,
} from '../src/db/schema.ts'
import { ordersAsShown } from '../src/orders/toOrderView.ts'

type Row = Selectable<OrdersTable>
type File = Selectable<OrderFilesTable>
type Rating = Selectable<OrderFeedbackTable>
type Delivery = Selectable<OrderDeliveriesTable>

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => `$${from + n}`).join(', ')

const list: BareHandler = async (request, pool) => {
  const userId = benchSessionUser(request)
  if (!userId) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const query = request.url.searchParams
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('page_size') ?? 10)
  const statuses = query.get('status')?.split(',')
  const where = statuses ? ` and "status" in (${placeholders(2, statuses.length)})` : ''
  const filter = [userId, ...(statuses ?? [])]
  const next = filter.length + 1
  const [rows, count] = await Promise.all([
    pool.query(
      `select * from "orders" where "user_id" = $1${where} order by "id" desc limit $${next} offset $${next + 1}`,
      [...filter, pageSize, (page - 1) * pageSize],
    ),
    pool.query(`select count(*) as "n" from "orders" where "user_id" = $1${where}`, filter),
  ])
  const orders = rows.rows as Row[]
  const orderIds = orders.map((row) => row.id)
  const [ratings, deliveries] = await Promise.all([
    orderIds.length
      ? pool.query(
          `select * from "order_feedback" where "order_id" in (${placeholders(1, orderIds.length)})`,
          orderIds,
        )
      : { rows: [] },
    orderIds.length
      ? pool.query(
          `select * from "order_deliveries" where "order_id" in (${placeholders(1, orderIds.length)}) order by "id"`,
          orderIds,
        )
      : { rows: [] },
  ])
  const delivered = deliveries.rows as Delivery[]
  const fileIds = [
    ...new Set([
      ...orders.flatMap((row) => [row.file_input_id, row.file_output_id].filter((id) => id !== null)),
      ...delivered.map((delivery) => delivery.file_id),
    ]),
  ]
  const files = fileIds.length
    ? await pool.query(
        `select * from "order_files" where "id" in (${placeholders(1, fileIds.length)})`,
        fileIds,
      )
    : { rows: [] }
  // The service's own mapping of rows to the answer, as drive's baseline uses toDriveItem.
  const data = ordersAsShown(orders, files.rows as File[], ratings.rows as Rating[], delivered).map(
    ({ user_id: _owner, ...order }) => order,
  )
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(count.rows[0].n) } }
}

await startBareServer({ 'GET /api/private/order/list': list })
