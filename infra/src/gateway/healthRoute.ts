import type { FastifyInstance } from 'fastify'
import type { ServiceName } from '../services.ts'

type Readiness = 'ok' | 'down'

async function readiness(baseUrl: string, timeoutMs: number): Promise<Readiness> {
  try {
    const response = await fetch(new URL('/readyz', baseUrl), { signal: AbortSignal.timeout(timeoutMs) })
    return response.ok ? 'ok' : 'down'
  } catch {
    return 'down'
  }
}

/** `GET /api/health`: each service's readiness (ready when one of its instances is), 503 when one is not. */
export function registerHealthRoute(
  app: FastifyInstance,
  upstreams: Record<ServiceName, string | readonly string[]>,
  timeoutMs = 2000,
) {
  app.get('/api/health', async (_request, reply) => {
    const entries = Object.entries(upstreams) as [ServiceName, string | readonly string[]][]
    const states = await Promise.all(
      entries.map(async ([name, urls]) => {
        const each = await Promise.all([urls].flat().map((url) => readiness(url, timeoutMs)))
        return [name, each.includes('ok') ? 'ok' : 'down'] as const
      }),
    )
    const body = Object.fromEntries(states) as Record<ServiceName, Readiness>
    const allReady = Object.values(body).every((state) => state === 'ok')
    return reply
      .code(allReady ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body)
  })
}
