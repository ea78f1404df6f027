import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remoteNames } from '@unikit/config/remotes'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ServiceName, serviceNames } from '../services.ts'
import { buildGateway } from './buildGateway.ts'

/** An instance of a service that names itself, and can be told to drain or to refuse as a closing kit does. */
async function instance(name: string) {
  const state = { draining: false, closing: false, seen: 0 }
  const app = Fastify()
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
  app.all('/*', async (request, reply) => {
    if (state.closing) {
      return reply
        .code(503)
        .header('x-unikit-unprocessed', '1')
        .send({ error: { code: 'SERVICE_UNAVAILABLE' } })
    }
    state.seen++
    if (state.draining) reply.header('x-unikit-draining', '1')
    return { instance: name, url: request.url, body: request.body ? String(request.body) : null }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return { app, state, url: `http://127.0.0.1:${port}` }
}

describe('the gateway in front of several instances', () => {
  let gateway: FastifyInstance
  let a: Awaited<ReturnType<typeof instance>>
  let b: Awaited<ReturnType<typeof instance>>
  const others: FastifyInstance[] = []
  const gone = 'http://127.0.0.1:9' // nothing listens there: a stopped instance

  beforeAll(async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'gateway-'))
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Unikit</title>')
    a = await instance('a')
    b = await instance('b')
    const upstreams = {} as Record<ServiceName, string | string[]>
    for (const name of serviceNames) {
      const single = await instance(name)
      others.push(single.app)
      upstreams[name] = single.url
    }
    upstreams.accounts = [a.url, b.url]
    upstreams.gifts = [gone, a.url]
    gateway = await buildGateway({
      shellDir: dir,
      remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, dir])) as Record<
        (typeof remoteNames)[number],
        string
      >,
      upstreams,
      logger: false,
      log: () => {},
    })
  })
  afterAll(async () => {
    await gateway.close()
    await Promise.all([a.app.close(), b.app.close(), ...others.map((app) => app.close())])
  })

  const whoAnswers = async (method = 'GET', url = '/api/private/me') =>
    (await gateway.inject({ method, url, ...(method === 'POST' ? { payload: { n: 1 } } : {}) })).json()
      .instance

  it('takes the instances in turn', async () => {
    const answers = [await whoAnswers(), await whoAnswers(), await whoAnswers(), await whoAnswers()]
    expect(answers.sort()).toEqual(['a', 'a', 'b', 'b'])
  })

  it('sends a refused request, body and all, to the next instance', async () => {
    for (let i = 0; i < 4; i++) {
      const response = await gateway.inject({
        method: 'POST',
        url: '/gift/api/event/submit-email',
        payload: { email: `s${i}@x.vn` },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ instance: 'a', body: `{"email":"s${i}@x.vn"}` })
    }
  })

  it('sends no new work to an instance that says it is draining', async () => {
    a.state.draining = true
    await whoAnswers()
    await whoAnswers()
    const seen = a.state.seen
    const answers = await Promise.all(Array.from({ length: 6 }, () => whoAnswers('POST')))
    expect(answers).toEqual(Array(6).fill('b'))
    expect(a.state.seen).toBe(seen)
    a.state.draining = false
  })

  it('sends a request a closing instance refused unprocessed to another one', async () => {
    b.state.closing = true
    const answers = await Promise.all(Array.from({ length: 4 }, () => whoAnswers('POST')))
    expect(new Set(answers)).toEqual(new Set(['a']))
    b.state.closing = false
  })

  it('never forwards /metrics or /readyz of a service', async () => {
    for (const url of ['/metrics', '/readyz', '/healthz']) {
      const response = await gateway.inject({ url, headers: { accept: 'text/plain' } })
      expect(response.body, url).not.toContain('"instance"')
    }
  })
})
