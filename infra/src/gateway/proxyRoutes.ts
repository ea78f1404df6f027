import replyFrom from '@fastify/reply-from'
import { bodyLimits, payloadTooLargeBody } from '@unikit/config/security-headers'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serviceForPath } from '../routes.ts'
import type { ServiceName } from '../services.ts'
import { type UpstreamPool, upstreamPool } from './upstreamPool.ts'

const notFound = { error: { code: 'NOT_FOUND', message: 'No such API route' } }
const unavailable = {
  error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is not available right now' },
}

/** Bodies up to this size are read whole, so a request can be sent again to another instance. */
const REPLAYABLE_BYTES = 1024 * 1024
/** Set by the kit (drainPlugin): the instance is shutting down, or refused this request unprocessed. */
const DRAINING_HEADER = 'x-unikit-draining'
const UNPROCESSED_HEADER = 'x-unikit-unprocessed'
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS'])

export type Upstreams = Record<ServiceName, string | readonly string[]>

/**
 * Forwards `/api/*` and `/gift/*` to an instance of the owning service, unchanged, taking instances in turn.
 * Large bodies (uploads) stream through and are never buffered here; small ones are read whole so that a
 * request an instance never processed (connection refused, or a 503 it marks unprocessed while closing) is
 * sent to the next instance instead of failing. An instance that says it is draining gets no new work.
 */
export async function proxyRoutes(app: FastifyInstance, opts: { upstreams: Upstreams }) {
  await app.register(replyFrom, { http: { requestOptions: { timeout: 120_000 } } })
  const pools = Object.fromEntries(
    Object.entries(opts.upstreams).map(([name, urls]) => [
      name,
      upstreamPool(typeof urls === 'string' ? [urls] : urls),
    ]),
  ) as Record<ServiceName, UpstreamPool>

  // A body the service would refuse is refused here, before a byte is forwarded: at once, with the one error body,
  // and the connection closed so the client stops sending (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md).
  app.addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0)
    const upload = (request.headers['content-type'] ?? '').startsWith('multipart/form-data')
    if (!(length > (upload ? bodyLimits.upload : bodyLimits.other))) return done()
    reply
      .code(413)
      .header('connection', 'close')
      .type('application/json; charset=utf-8')
      .send(payloadTooLargeBody)
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (request, payload, done) => {
    const length = Number(request.headers['content-length'] ?? Number.NaN)
    if (!(length <= REPLAYABLE_BYTES)) return done(null, payload) // unknown or large: stream it through
    const chunks: Buffer[] = []
    payload.on('data', (chunk: Buffer) => chunks.push(chunk))
    payload.on('end', () => done(null, Buffer.concat(chunks)))
    payload.on('error', (error) => done(error))
  })

  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    // Routed and forwarded as it resolves: `/api/private/me/../../../internal/x` (or with `%2e%2e`) is
    // `/internal/x`, which no public prefix owns. Routing on the raw path would forward it to the service.
    const target = new URL(request.url, 'http://gateway.invalid')
    const service = serviceForPath(target.pathname)
    if (!service) return reply.code(404).send(notFound)
    const pool = pools[service]
    const body = Buffer.isBuffer(request.body) ? request.body : undefined
    const replayable = request.body === undefined || body !== undefined
    const tried = new Set<string>()

    const attempt = (): FastifyReply => {
      const base = pool.pick(tried)
      if (!base) return reply.code(502).send(unavailable)
      tried.add(base)
      let sendElsewhere = false
      return reply.from(new URL(`${target.pathname}${target.search}`, base).toString(), {
        ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
        // This gateway is the edge: the client's own X-Forwarded-For is replaced, never trusted, so services
        // (which trust loopback) see the real address for their per-IP rate limits.
        rewriteRequestHeaders: (incoming, headers) => ({
          ...headers,
          'x-forwarded-for': incoming.socket.remoteAddress ?? '',
          'x-forwarded-proto': 'http',
          'x-forwarded-host': incoming.headers.host ?? '',
        }),
        rewriteHeaders: (headers) => {
          if (headers[DRAINING_HEADER]) pool.markDraining(base)
          sendElsewhere = replayable && headers[UNPROCESSED_HEADER] === '1'
          const { [DRAINING_HEADER]: _draining, [UNPROCESSED_HEADER]: _unprocessed, ...rest } = headers
          return sendElsewhere ? {} : rest
        },
        onResponse: (_request, answer, response) => {
          if (!sendElsewhere) return answer.send(response.stream)
          response.stream.resume()
          return attempt()
        },
        onError: (failed, { error }) => {
          const code =
            (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code
          const refused = code === 'ECONNREFUSED'
          if (refused) pool.markDown(base)
          // Refused: nothing reached the instance. Reset: it may have run, so only a read is sent again.
          const again = replayable && (refused || (IDEMPOTENT.has(request.method) && code === 'ECONNRESET'))
          if (again) return attempt()
          return failed.code(502).send(unavailable)
        },
      })
    }
    return attempt()
  }
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
  app.route({ method: [...methods], url: '/api/*', handler: forward })
  app.route({ method: [...methods], url: '/gift/*', handler: forward })
}
