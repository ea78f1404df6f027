// The inbox's and the statement's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md):
// `node:http` and `pg` only, running the statements accounts runs for `GET /api/private/notification/list` (the
// session, a page of notices and the unread count), `GET /api/private/notification/unread` (the session and the
// count) and `GET /api/private/wallet/statement` (the session, and the page, the count and the balance in one
// statement), as kysely sends them, and answering the same bodies through the service's own pure mappings. No
// framework, hooks, validation or logging. Started by bench/inbox.ts on a twin schema set up the same way;
// sameAnswers checks it answers alike.
import { type BareHandler, type BareRequest, startBareServer } from '@unikit/service-kit/bench'
import type pg from 'pg'
import { toNotice } from '../src/notifications/inbox.ts'
import { hashToken } from '../src/tokens/secretToken.ts'
import { statementLine } from '../src/wallet/statement.ts'

const statements = {
  session:
    'select "sessions"."id" as "sessionId", "sessions"."expires_at" as "expiresAt", "users"."id" as "userId", ' +
    '"users"."role" as "role", "users"."email_verified_at" as "verifiedAt" from "sessions" inner join "users" on ' +
    '"users"."id" = "sessions"."user_id" where "sessions"."token_hash" = $1 and "sessions"."revoked_at" is null ' +
    'and "sessions"."expires_at" > now()',
  notices:
    'select "id", "kind", "title", "body", "link", "created_at", "read_at" from "notifications" where "user_id" = $1 ' +
    'order by "created_at" desc, "id" desc limit $2 offset $3',
  unread: 'select count(*) as "n" from "notifications" where "user_id" = $1 and "read_at" is null',
  statement: `
    with lines as (
      select id, kind, amount, entry_kind, subject_id, noted_amount, balance_after, created_at
      from ledger where user_id = $1
      order by id desc
      limit $2 offset $3
    ),
    summary as (
      select (select count(*) from ledger where user_id = $4)::int as total,
        coalesce((select balance from wallets where user_id = $5), 0) as balance
    )
    select lines.*, summary.total, summary.balance
    from summary left join lines on true
    order by lines.id desc nulls last`,
}

/** The user of the bearer token, by its live session, as accounts checks every call. */
async function sessionUser(request: BareRequest, pool: pg.Pool): Promise<string | undefined> {
  const token = request.headers.authorization?.replace(/^Bearer /, '')
  if (!token) return undefined
  return (await pool.query(statements.session, [hashToken(token)])).rows[0]?.userId
}

const unauthorized = { status: 401, body: { error: { code: 'UNAUTHORIZED' } } }
const page = (request: BareRequest, size: number) => {
  const number = Number(request.url.searchParams.get('page') ?? 1)
  const pageSize = Number(request.url.searchParams.get('page_size') ?? size)
  return { number, pageSize }
}

const list: BareHandler = async (request, pool) => {
  const userId = await sessionUser(request, pool)
  if (!userId) return unauthorized
  const { number, pageSize } = page(request, 20)
  const [rows, unread] = await Promise.all([
    pool.query(statements.notices, [userId, pageSize + 1, (number - 1) * pageSize]),
    pool.query(statements.unread, [userId]),
  ])
  return {
    status: 200,
    body: {
      data: rows.rows.slice(0, pageSize).map(toNotice),
      page: number,
      page_size: pageSize,
      has_more: rows.rows.length > pageSize,
      unread: Number(unread.rows[0].n),
    },
  }
}

const unread: BareHandler = async (request, pool) => {
  const userId = await sessionUser(request, pool)
  if (!userId) return unauthorized
  return { status: 200, body: { unread: Number((await pool.query(statements.unread, [userId])).rows[0].n) } }
}

const statement: BareHandler = async (request, pool) => {
  const userId = await sessionUser(request, pool)
  if (!userId) return unauthorized
  const { number, pageSize } = page(request, 20)
  const { rows } = await pool.query(statements.statement, [
    userId,
    pageSize,
    (number - 1) * pageSize,
    userId,
    userId,
  ])
  return {
    status: 200,
    body: {
      data: rows.filter((row) => row.id !== null).map(statementLine),
      page: number,
      page_size: pageSize,
      total: Number(rows[0]?.total ?? 0),
      balance: Number(rows[0]?.balance ?? 0),
    },
  }
}

await startBareServer({
  'GET /api/private/notification/list': list,
  'GET /api/private/notification/unread': unread,
  'GET /api/private/wallet/statement': statement,
})
