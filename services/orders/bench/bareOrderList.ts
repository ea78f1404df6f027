// The order list's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and
// `pg` only, running the five statements the service runs for `GET /api/private/order/list` (a page of the
// student's orders and their count, then those orders' ratings and deliveries, then their files) and answering the same
// body. The student is the bearer token looked up in memory; no framework, hooks, validation, schema-driven
// serialisation or logging. Started by bench/orders.ts on the service's schema; sameAnswers checks it answers alike.
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'

type Row = Record<string, unknown> & {
  id: number
  file_input_id: string | null
  file_output_id: string | null
}
type File = { id: string; name: string; size: number; content_type: string }
type Rating = { order_id: number; score: number; content: string | null; created_at: Date }
type Delivery = { order_id: number; file_id: string; revision: number; created_at: Date }

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : null)
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
  const fileById = new Map((files.rows as File[]).map((file) => [file.id, file]))
  const ratingOf = new Map((ratings.rows as Rating[]).map((rating) => [rating.order_id, rating]))
  const file = (id: string | null) => {
    const found = id ? fileById.get(id) : undefined
    return found
      ? { id: found.id, name: found.name, size: found.size, contentType: found.content_type }
      : null
  }
  const data = orders.map((row) => {
    const rating = ratingOf.get(row.id)
    return {
      id: row.id,
      type: row.type,
      status: row.status,
      price: row.price,
      deadline: iso(row.deadline),
      instruction: row.instruction,
      file_input: file(row.file_input_id),
      file_output: file(row.file_output_id),
      citation_count: row.citation_count,
      area_code: row.area_code,
      area_name: row.area_name,
      word_count: row.word_count,
      level: row.level,
      days: row.days,
      source_count: row.source_count,
      admin_done_at: iso(row.admin_done_at),
      reason: row.reason,
      feedback: rating
        ? { score: rating.score, content: rating.content, createdAt: rating.created_at.toISOString() }
        : null,
      created_at: iso(row.created_at),
      paid_amount: row.paid_amount,
      status_changed_at: iso(row.status_changed_at),
      revisions: row.revisions,
      deliveries: delivered
        .filter((delivery) => delivery.order_id === row.id)
        .flatMap((delivery) => {
          const sent = file(delivery.file_id)
          return sent
            ? [{ file: sent, revision: delivery.revision, deliveredAt: delivery.created_at.toISOString() }]
            : []
        }),
    }
  })
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(count.rows[0].n) } }
}

await startBareServer({ 'GET /api/private/order/list': list })
