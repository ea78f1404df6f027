import { Transform, type TransformCallback } from 'node:stream'
import replyFrom from '@fastify/reply-from'
import { bodyLimits, isMalformedUrl, malformedUrlBody } from '@unikit/config/security-headers'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serviceForPath, uploadPaths } from '../routes.ts'
import type { ServiceName } from '../services.ts'
import { PayloadTooLarge, payloadTooLarge } from './gatewayErrors.ts'
import { type UpstreamPool, upstreamPool } from './upstreamPool.ts'

const notFound = { error: { code: 'NOT_FOUND', message: 'No such API route' } }
const unavailable = {
  error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is not available right now' },
}

/** How much of a chunked body past its limit is read and dropped before the connection is cut. */
const DRAIN_BYTES = 16 * 1024 * 1024
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

  // A malformed %-escape gets the one error body here, as the services give it behind nginx; the router answers
  // one in the path (frameworkErrors in buildGateway) (docs/decisions/0728-every-url-gets-a-coded-answer.md).
  app.addHook('onRequest', (request, reply, done) => {
    if (!isMalformedUrl(request.url)) return done()
    reply.code(400).type('application/json; charset=utf-8').send(malformedUrlBody)
  })

  // A body the service would refuse is refused here, before a byte is forwarded: at once, with the one error body,
  // and the connection closed so the client stops sending (docs/decisions/0605-oversized-bodies-answer-413-at-the-edge.md).
  // Only the upload routes take 41 MiB, and only as multipart.
  app.addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0)
    if (!(length > bodyLimitOf(request))) return done()
    payloadTooLarge(reply)
  })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (request, payload, done) => {
    const length = Number(request.headers['content-length'] ?? Number.NaN)
    const limit = bodyLimitOf(request)
    // A chunked body has no length to check up front: it is counted here, so the client hears 413 from the
    // gateway and the service never sees a body it would cut off mid-stream (its 413 raced the forwarding: a 502).
    if (Number.isNaN(length) && limit > REPLAYABLE_BYTES) return done(null, countedStream(payload, limit))
    if (!(length <= REPLAYABLE_BYTES) && !Number.isNaN(length)) return done(null, payload) // large: stream it
    const chunks: Buffer[] = []
    let received = 0
    const collect = (chunk: Buffer) => {
      received += chunk.length
      if (received <= limit) return chunks.push(chunk)
      // Past the limit: read the rest unkept, then answer 413 on a connection that stays clean. Answering while the
      // client still sends makes Node close the connection, and the client's kernel may reset it before the client
      // reads the 413. A body that goes on far past the limit is answered at once and cut off.
      payload.off('data', collect)
      payload.off('end', end)
      let drained = 0
      const drain = (more: Buffer) => {
        drained += more.length
        if (drained <= DRAIN_BYTES) return
        payload.off('data', drain)
        payload.off('end', refuse)
        done(new PayloadTooLarge())
      }
      const refuse = () => done(new PayloadTooLarge({ keepOpen: true }))
      payload.on('data', drain)
      payload.on('end', refuse)
    }
    const end = () => done(null, Buffer.concat(chunks))
    payload.on('data', collect)
    payload.on('end', end)
    payload.on('error', (error) => done(error))
  })

  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    if (request.body instanceof CountedStream && request.body.exceeded) return payloadTooLarge(reply)
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
      // The query goes as sent, beside the path: reply-from refuses a source holding `../` anywhere, and a query
      // may (an archive search for `a../b`), while the path has had its dot segments resolved above.
      return reply.from(new URL(target.pathname, base).toString(), {
        queryString: () => target.search.slice(1),
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
          if (request.body instanceof CountedStream && request.body.exceeded)
            return payloadTooLarge(failed as FastifyReply)
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

/** The largest body the edge passes on to this request: 41 MiB for a multipart upload to an upload route, else 1 MiB. */
function bodyLimitOf(request: FastifyRequest): number {
  const path = new URL(request.url, 'http://gateway.invalid').pathname
  const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/form-data')
  return multipart && uploadPaths.includes(path) ? bodyLimits.upload : bodyLimits.other
}

/** A body streamed through while counted: past `limit` it ends in an error and says so. */
class CountedStream extends Transform {
  exceeded = false
  #received = 0
  readonly #limit: number
  constructor(limit: number) {
    super()
    this.#limit = limit
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#received += chunk.length
    if (this.#received <= this.#limit) return callback(null, chunk)
    this.exceeded = true
    callback(new PayloadTooLarge())
  }
}

function countedStream(payload: NodeJS.ReadableStream, limit: number): CountedStream {
  const counted = new CountedStream(limit)
  payload.pipe(counted)
  return counted
}
