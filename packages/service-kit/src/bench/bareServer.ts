import { createServer, type IncomingHttpHeaders } from 'node:http'
import pg from 'pg'
import { EXTENSIONS_SCHEMA } from '../db/databaseExtensions.ts'
import { pgTypeOverrides } from '../db/typeParsers.ts'

export interface BareRequest {
  url: URL
  headers: IncomingHttpHeaders
  /** The JSON body, parsed; undefined without one. */
  body: unknown
}

export interface BareAnswer {
  status: number
  body: unknown
}

/** Answers one call with plain SQL on the pool: no validation, no hooks, no schema-driven serialisation. */
export type BareHandler = (request: BareRequest, pool: pg.Pool) => Promise<BareAnswer>

/**
 * A bench's baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http` and a `pg` pool, and
 * nothing else between the socket and the statements, so a service's figures can be read as a share of what the
 * machine and PostgreSQL allow. `handlers` are keyed `GET /path`. Settings come from the environment as a service's
 * do (PORT, HOST, DATABASE_URL, DATABASE_SCHEMA, DATABASE_POOL_MAX); values read as the services read them (0063),
 * so answers compare. `/readyz` answers 200; SIGTERM closes and exits (a `--cpu-prof` profile is written).
 */
export async function startBareServer(
  handlers: Record<string, BareHandler>,
  options: { extensions?: boolean } = {},
): Promise<void> {
  const schema = process.env.DATABASE_SCHEMA ?? 'public'
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name ${schema}`)
  // A service with PostgreSQL extensions finds them in their shared schema too (docs/decisions/0611-extensions-schema.md).
  const searchPath = options.extensions ? `${schema},${EXTENSIONS_SCHEMA}` : schema
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    types: pgTypeOverrides(),
    // Set when each connection opens, as the services' pools do with their first statement.
    options: `-c search_path=${searchPath}`,
  })
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const url = new URL(request.url ?? '/', 'http://bare')
    const handler = handlers[`${request.method} ${url.pathname}`]
    let answer: BareAnswer
    if (url.pathname === '/readyz') answer = { status: 200, body: { status: 'ok' } }
    else if (!handler) answer = { status: 404, body: { error: 'NOT_FOUND' } }
    else {
      try {
        const text = Buffer.concat(chunks).toString()
        answer = await handler(
          { url, headers: request.headers, body: text ? JSON.parse(text) : undefined },
          pool,
        )
      } catch (error) {
        answer = { status: 500, body: { error: String(error) } }
      }
    }
    response.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' })
    response.end(JSON.stringify(answer.body))
  })
  server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1')
  process.once('SIGTERM', () => {
    server.close()
    server.closeAllConnections()
    pool.end().finally(() => process.exit(0))
  })
}

let sessions: Map<string, string> | undefined

/**
 * The user a bare baseline serves: the bearer token looked up in `BENCH_SESSIONS` (token → user id, JSON, given by
 * the bench), the least a session check can cost. Undefined for an unknown or missing token.
 */
export function benchSessionUser(request: BareRequest): string | undefined {
  sessions ??= new Map(
    Object.entries(JSON.parse(process.env.BENCH_SESSIONS ?? '{}') as Record<string, string>),
  )
  const token = request.headers.authorization?.replace(/^Bearer /, '')
  return token ? sessions.get(token) : undefined
}
