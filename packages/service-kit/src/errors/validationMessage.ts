import type { FastifyError, FastifySchemaValidationError } from 'fastify'

/**
 * Turns the validator's errors into one readable sentence, e.g.
 * `body.email must match format "email"` or `querystring.id is required`.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  part: FastifyError['validationContext'],
): string {
  const lines = errors.map((error) => describe(error, part ?? 'request'))
  return [...new Set(lines)].join('; ')
}

function describe(error: FastifySchemaValidationError, part: string): string {
  const path = [part, ...error.instancePath.split('/').filter(Boolean)].join('.')
  const missing = (error.params as { missingProperty?: unknown }).missingProperty
  if (error.keyword === 'required' && typeof missing === 'string') return `${path}.${missing} is required`
  const allowed = (error.params as { allowedValues?: unknown }).allowedValues
  if (error.keyword === 'enum' && Array.isArray(allowed))
    return `${path} must be one of ${allowed.join(', ')}`
  return `${path} ${error.message ?? 'is invalid'}`
}
