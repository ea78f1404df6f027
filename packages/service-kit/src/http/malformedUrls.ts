import { isMalformedUrl } from '@unikit/config/security-headers'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { errorHandler } from '../errors/errorHandler.ts'
import { kitErrors } from '../errors/kitErrors.ts'
import type { KitApp } from '../serviceTypes.ts'

/**
 * A `%` escape that does not decode to UTF-8 is a coded 400 `MALFORMED_URL`, in the path (the router's own
 * refusal, reworded) or in the query (it was read as U+FFFD and passed), so every URL gets an answer in the one
 * error body whatever sits in front (docs/decisions/0728-every-url-gets-a-coded-answer.md).
 */
export const malformedUrls = {
  register(app: KitApp) {
    app.addHook('onRequest', (request, _reply, done) => {
      done(isMalformedUrl(request.url) ? new kitErrors.MALFORMED_URL() : undefined)
    })
  },
  frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    const refusal = error.code === 'FST_ERR_BAD_URL' ? new kitErrors.MALFORMED_URL() : error
    return errorHandler(refusal as FastifyError, request, reply)
  },
}
