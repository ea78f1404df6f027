import createError, { type FastifyErrorConstructor } from '@fastify/error'
import { ServiceError } from './ServiceError.ts'

/** `[status, message]`; the message may hold `%s` placeholders filled from the constructor's arguments. */
export type ErrorSpec = readonly [status: number, message: string]

export type ErrorConstructors<Specs extends Record<string, ErrorSpec>> = {
  readonly [Code in keyof Specs & string]: FastifyErrorConstructor<
    { code: Code; statusCode: Specs[Code][0] },
    // The values for the %s placeholders, then optionally `{ cause }`.
    unknown[]
  >
}

/**
 * Declares a service's errors in one place. The key is the code clients see:
 *
 *   export const errors = defineErrors({ USER_NOT_FOUND: [404, 'No user with id %s'] })
 *   throw new errors.USER_NOT_FOUND(id)   // → 404 { error: { code: 'USER_NOT_FOUND', message: 'No user with id 7' } }
 */
export function defineErrors<const Specs extends Record<string, ErrorSpec>>(
  specs: Specs,
): ErrorConstructors<Specs> {
  const constructors: Record<string, unknown> = {}
  for (const [code, [status, message]] of Object.entries(specs)) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(code)) throw new Error(`Error code ${code} must be UPPER_SNAKE_CASE`)
    constructors[code] = createError(code, message, status, ServiceError as unknown as ErrorConstructor)
  }
  return constructors as ErrorConstructors<Specs>
}
