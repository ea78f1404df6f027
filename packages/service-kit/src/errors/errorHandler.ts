import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { discardRestOfBody } from './discardRestOfBody.ts'
import { kitErrors } from './kitErrors.ts'
import { ServiceError } from './ServiceError.ts'
import { validationMessage } from './validationMessage.ts'

/** Codes for the 4xx errors Fastify and its plugins raise themselves. */
export const codeByStatus: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
}

interface ErrorReply {
  status: number
  code: string
  message: string
}

/** Maps any thrown error to the one error body; unexpected errors are logged and answered without details. */
export async function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, message } = describeError(error)
  if (status === 413) await discardRestOfBody(request.raw)
  if (status >= 500) request.log.error({ err: error }, 'request failed')
  else request.log.info({ code, status }, message)
  if (error instanceof ServiceError && error.retryAfterSeconds) {
    reply.header('retry-after', String(error.retryAfterSeconds))
  }
  return reply.code(status).send({ error: { code, message } })
}

export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0] ?? request.url
  return errorHandler(new kitErrors.NOT_FOUND(request.method, path), request, reply)
}

function describeError(error: FastifyError): ErrorReply {
  if (error instanceof ServiceError) {
    return { status: error.statusCode, code: error.code, message: error.message }
  }
  if (error.validation) {
    const unknown = unknownField(error)
    if (unknown)
      return { status: 400, code: 'UNKNOWN_FIELD', message: `${unknown} is not a field of this call` }
    return {
      status: 400,
      code: 'VALIDATION_FAILED',
      message: validationMessage(error.validation, error.validationContext),
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return { status, code: codeByStatus[status] ?? 'BAD_REQUEST', message: error.message }
  }
  return { status: 500, code: 'INTERNAL', message: 'Something went wrong on our side; please try again' }
}

/** `body.user.nickname` when the first validation error is a field the call does not take. */
function unknownField(error: FastifyError): string | undefined {
  const [first] = error.validation ?? []
  // In a union the first branch's extra field is another branch's field: not unknown, just the wrong branch.
  if (error.validation?.some((item) => item.keyword === 'anyOf' || item.keyword === 'oneOf')) return undefined
  const name = (first?.params as { additionalProperty?: unknown } | undefined)?.additionalProperty
  if (first?.keyword !== 'additionalProperties' || typeof name !== 'string') return undefined
  return [error.validationContext ?? 'body', ...first.instancePath.split('/').filter(Boolean), name].join('.')
}
