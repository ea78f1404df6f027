import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  type RawAnswer,
  type RunningNginx,
  rawRequest,
  type ServiceName,
  serviceForPath,
  serviceNames,
  servicePort,
  startNginx,
} from '@unikit/infra/testing'
import { run } from '../../support/run.ts'

// Every route of every service, through the development gateway and through production's nginx config in a real
// nginx, sent what an attacker would send (docs/decisions/0728-every-url-gets-a-coded-answer.md): a malformed escape,
// a `../` query and a 2 MB chunked body. Each gets a coded answer in the one error body, never a 5xx.

interface Route {
  service: ServiceName
  method: string
  path: string
}

/** The public routes a service's OpenAPI document lists (not /internal, health, metrics or docs). */
async function routesOf(service: ServiceName): Promise<Route[]> {
  const port = servicePort(service, run.servicePortBase)
  const doc = (await (await fetch(`http://127.0.0.1:${port}/docs/json`)).json()) as {
    paths: Record<string, Record<string, unknown>>
  }
  return Object.entries(doc.paths).flatMap(([template, methods]) => {
    const path = template.replace(/\{[^}]+\}/g, 'x1')
    if (serviceForPath(path) !== service) return []
    return Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ service, method: method.toUpperCase(), path }))
  })
}

/** The platform's one error body (the gift host adds `status: "error"`). */
function expectCoded(answer: RawAnswer, what: string) {
  expect(answer.status, `${what}: ${answer.body.slice(0, 200)}`).toBeLessThan(500)
  if (answer.status < 400) return
  const body = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } }
  expect(body.error?.code, what).toMatch(/^[A-Z][A-Z0-9_]*$/)
  expect(typeof body.error?.message, what).toBe('string')
}

async function walk(origin: string, routes: Route[], ca?: string) {
  const tally: Record<string, number> = {}
  for (const route of routes) {
    const what = `${route.method} ${route.path} via ${origin}`
    const send = (path: string, extra: { chunkedBytes?: number } = {}) =>
      rawRequest(origin, {
        method: extra.chunkedBytes ? 'POST' : route.method,
        path,
        ...(ca ? { ca } : {}),
        ...(extra.chunkedBytes ? extra : route.method === 'GET' ? {} : { json: {} }),
      })

    const malformed = await send(`${route.path}?x=%FF`)
    expectCoded(malformed, `${what} ?x=%FF`)
    expect(malformed.status, `${what} ?x=%FF`).toBe(400)
    expect(JSON.parse(malformed.body).error.code, `${what} ?x=%FF`).toBe('MALFORMED_URL')

    // `../` in a query is text: the route answers exactly as it does without it.
    const control = await send(`${route.path}?q=abcde`)
    const dots = await send(`${route.path}?q=a../b`)
    expectCoded(dots, `${what} ?q=a../b`)
    expect(dots.status, `${what} ?q=a../b`).toBe(control.status)

    const large = await send(route.path, { chunkedBytes: 2 * 1024 * 1024 })
    expectCoded(large, `${what} 2 MB chunked`)
    expect(large.status, `${what} 2 MB chunked`).toBe(413)
    expect(JSON.parse(large.body).error.code, `${what} 2 MB chunked`).toBe('PAYLOAD_TOO_LARGE')
    tally[String(control.status)] = (tally[String(control.status)] ?? 0) + 1
  }
  return tally
}

test.describe('every route, walked with bad input', () => {
  test.describe.configure({ timeout: 600_000 })
  let routes: Route[] = []

  test.beforeAll(async () => {
    routes = (await Promise.all(serviceNames.map(routesOf))).flat()
  })

  test('through the development gateway', async () => {
    expect(routes.length).toBeGreaterThan(50)
    const tally = await walk(`http://127.0.0.1:${run.port}`, routes)
    // Some answer as they would without the probe (public reads), most ask for a session.
    expect(tally['200']).toBeGreaterThan(0)
  })

  test('through the production nginx config, in nginx', async () => {
    let nginx: RunningNginx | undefined
    try {
      nginx = await startNginx({ upstream: (name) => `127.0.0.1:${servicePort(name, run.servicePortBase)}` })
      const ca = readFileSync(nginx.certificate, 'utf8')
      // The development outbox is not in production's route table: nginx answers 404 for it.
      const production = routes.filter((route) => !route.path.startsWith('/api/dev/'))
      const tally = await walk(`https://127.0.0.1:${nginx.httpsPort}`, production, ca)
      expect(tally['200']).toBeGreaterThan(0)
    } finally {
      await nginx?.stop()
    }
  })
})
