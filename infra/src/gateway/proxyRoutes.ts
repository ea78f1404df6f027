import replyFrom from '@fastify/reply-from'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { serviceForPath } from '../routes.ts'
import type { ServiceName } from '../services.ts'

const notFound = { error: { code: 'NOT_FOUND', message: 'No such API route' } }
const unavailable = {
  error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is not available right now' },
}

/**
 * Forwards `/api/*` and `/gift/*` to the owning service, unchanged. Bodies are passed through as streams,
 * so a 40 MB upload is never buffered here.
 */
export async function proxyRoutes(app: FastifyInstance, opts: { upstreams: Record<ServiceName, string> }) {
  await app.register(replyFrom, { http: { requestOptions: { timeout: 120_000 } } })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  const forward = (request: FastifyRequest, reply: FastifyReply) => {
    // Routed and forwarded as it resolves: `/api/private/me/../../../internal/x` (or with `%2e%2e`) is
    // `/internal/x`, which no public prefix owns. Routing on the raw path would forward it to the service.
    const target = new URL(request.url, 'http://gateway.invalid')
    const service = serviceForPath(target.pathname)
    if (!service) return reply.code(404).send(notFound)
    return reply.from(new URL(`${target.pathname}${target.search}`, opts.upstreams[service]).toString(), {
      // This gateway is the edge: the client's own X-Forwarded-For is replaced, never trusted, so services
      // (which trust loopback) see the real address for their per-IP rate limits.
      rewriteRequestHeaders: (incoming, headers) => ({
        ...headers,
        'x-forwarded-for': incoming.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': incoming.headers.host ?? '',
      }),
      onError: (failed) => failed.code(502).send(unavailable),
    })
  }

  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
  app.route({ method: [...methods], url: '/api/*', handler: forward })
  app.route({ method: [...methods], url: '/gift/*', handler: forward })
}
