import { Pool } from 'undici'

export interface BenchClient {
  /** POSTs JSON; resolves with the status once the whole answer is read. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<number>
  /** GETs; resolves with the status once the whole answer is read. */
  get(path: string, headers?: Record<string, string>): Promise<number>
  close(): Promise<void>
}

/**
 * The load generator's HTTP client: undici's connection pool, kept-alive connections, no WHATWG fetch layer. On a
 * two-core machine the client shares the CPU with the service and the database, and fetch costs it several
 * times more per request; what the client spends, the service's figures lose.
 */
export function benchClient(origin: string, connections = 128): BenchClient {
  const pool = new Pool(origin, { connections, pipelining: 1 })
  const send = async (options: Parameters<Pool['request']>[0]) => {
    const { statusCode, body } = await pool.request(options)
    await body.dump()
    return statusCode
  }
  return {
    post: (path, body, headers = {}) =>
      send({
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    get: (path, headers = {}) => send({ method: 'GET', path, headers }),
    close: () => pool.close(),
  }
}
