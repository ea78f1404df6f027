import { AjvCompiler } from '@fastify/ajv-compiler'

type BuildValidator = ReturnType<typeof AjvCompiler>
type Compile = (route: { httpPart?: string }) => unknown
type Build = (externalSchemas: unknown, options?: { customOptions?: Record<string, unknown> }) => Compile

/**
 * Fastify's validator, except that a JSON body is taken as sent: a number sent as a string is refused where the
 * contract says number (docs/decisions/0603-no-control-characters-in-text.md). The query string and the path are
 * text by nature, so they are still read as the numbers and booleans their schemas say.
 */
export function exactBodies(): BuildValidator {
  const loose = AjvCompiler() as unknown as Build
  const exact = AjvCompiler() as unknown as Build
  const build: Build = (externalSchemas, options) => {
    const forParts = loose(externalSchemas, options)
    const forBodies = exact(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false },
    })
    return (route) => (route.httpPart === 'body' ? forBodies(route) : forParts(route))
  }
  return build as unknown as BuildValidator
}
