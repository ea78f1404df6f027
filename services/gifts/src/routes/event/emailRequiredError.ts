import { errors } from '../../errors.ts'

/** One schema issue, as Fastify attaches it to `request.validationError`. */
interface SchemaIssue {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

type ValidationError = Error & { validation: readonly SchemaIssue[] }

const lacksEmail = (issue: SchemaIssue) =>
  (issue.keyword === 'required' && issue.params.missingProperty === 'email') ||
  // No body at all (or not an object): there is no address either.
  (issue.instancePath === '' && issue.keyword === 'type')

/**
 * A submit-email body with no `email` is the same mistake as an empty one, so it answers EMAIL_REQUIRED (the
 * page says "Email là bắt buộc") rather than the generic VALIDATION_FAILED; other schema errors (a non-string
 * or an over-long address) are passed on as they are.
 */
export function emailRequiredError(error: ValidationError): Error {
  return error.validation.some(lacksEmail) ? new errors.EMAIL_REQUIRED() : error
}
