import { textProblem } from '@unikit/contracts'
import type { FastifyRequest } from 'fastify'
import { kitErrors } from '../errors/kitErrors.ts'
import type { KitApp } from '../serviceTypes.ts'

/** Deeper than any request body of ours: a body nested further is refused rather than walked. */
const MAX_DEPTH = 20

/** The path of the first string in `value` that `textProblem` refuses, with the reason. */
function findBadText(value: unknown, path: string, depth = 0): [string, string] | undefined {
  if (typeof value === 'string') {
    const problem = textProblem(value)
    return problem ? [path, problem] : undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  if (depth > MAX_DEPTH) return [path, 'is nested too deeply']
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findBadText(item, `${path}/${index}`, depth + 1)
      if (found) return found
    }
    return undefined
  }
  for (const [key, item] of Object.entries(value)) {
    const found = findBadText(key, `${path} key`, depth + 1) ?? findBadText(item, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return undefined
}

/**
 * Every string of every request's body, query and path, whatever the route, is checked with the contracts'
 * `textProblem` before the route's schema: a NUL or an unpaired surrogate never reaches the database (where it
 * was a 500) and a direction override never reaches a page (docs/decisions/0603-no-control-characters-in-text.md).
 */
export function refuseBadText(app: KitApp) {
  app.addHook('preValidation', (request: FastifyRequest, _reply, done) => {
    const found =
      findBadText(request.body, 'body') ??
      findBadText(request.query, 'querystring') ??
      findBadText(request.params, 'params')
    done(found ? new kitErrors.VALIDATION_FAILED(found[0], found[1]) : undefined)
  })
}
