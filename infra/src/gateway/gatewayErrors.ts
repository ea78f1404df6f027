import { malformedUrlBody, payloadTooLargeBody } from '@unikit/config/security-headers'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'

const json = 'application/json; charset=utf-8'

/** Raised while a body is read or streamed once it is past the route's limit. */
export class PayloadTooLarge extends Error {
  readonly statusCode = 413
  /** The rest of the body is being read: the connection can stay (a chunked body, drained). */
  readonly keepOpen: boolean
  constructor({ keepOpen = false } = {}) {
    super('The request is too large')
    this.keepOpen = keepOpen
  }
}

/** 413 in the one error body, by default closing the connection so the client stops sending. */
export function payloadTooLarge(reply: FastifyReply, { keepOpen = false } = {}) {
  if (!keepOpen) reply.header('connection', 'close')
  return reply.code(413).type(json).send(payloadTooLargeBody)
}

const codes: Record<number, string> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'REQUEST_TIMEOUT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
}

/**
 * Whatever the gateway itself refuses or fails at is answered in the platform's one error body, as the services
 * answer (docs/product/platform.md#errors), never Fastify's own shape or an exception's text.
 */
export function gatewayErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status === 413)
    return payloadTooLarge(reply, { keepOpen: error instanceof PayloadTooLarge && error.keepOpen })
  if (status >= 400 && status < 500) {
    const code = codes[status] ?? 'BAD_REQUEST'
    return reply
      .code(status)
      .type(json)
      .send({ error: { code, message: 'The request could not be read' } })
  }
  request.log.error({ err: error }, 'gateway request failed')
  return reply
    .code(500)
    .type(json)
    .send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side; please try again' } })
}

/** The router's own refusal of a path it cannot decode (`/api/%FF`): the same 400 as a malformed query. */
export function gatewayFrameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_BAD_URL') return reply.code(400).type(json).send(malformedUrlBody)
  return reply
    .code(400)
    .type(json)
    .send({ error: { code: 'BAD_REQUEST', message: 'The request could not be read' } })
}
