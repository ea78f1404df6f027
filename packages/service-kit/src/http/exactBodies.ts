import { AjvCompiler } from '@fastify/ajv-compiler'

type BuildValidator = ReturnType<typeof AjvCompiler>
type Compile = (route: { httpPart?: string; schema?: unknown }) => unknown
type Build = (externalSchemas: unknown, options?: { customOptions?: Record<string, unknown> }) => Compile

type Schema = Record<string, unknown>

/**
 * A copy of a body schema in which every object that does not say otherwise takes only the properties it names.
 * The members of an `allOf` are left open (each names only part of the whole); their parent is closed instead
 * when it can be, by the properties of them all.
 */
export function closeObjects(schema: unknown, open = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => closeObjects(item, open))
  if (typeof schema !== 'object' || schema === null) return schema
  const copy: Schema = {}
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === 'allOf') copy[key] = (value as unknown[]).map((member) => closeObjects(member, true))
    else if (
      key === 'properties' ||
      key === 'patternProperties' ||
      key === '$defs' ||
      key === 'definitions'
    ) {
      copy[key] = Object.fromEntries(
        Object.entries(value as Schema).map(([name, property]) => [name, closeObjects(property)]),
      )
    } else copy[key] = closeObjects(value)
  }
  const isObject = copy.type === 'object' || (copy.properties !== undefined && copy.type === undefined)
  if (isObject && !open && !('additionalProperties' in copy) && !('patternProperties' in copy)) {
    copy.additionalProperties = false
  }
  return copy
}

/**
 * Fastify's validator, except that a JSON body is taken as sent (docs/decisions/0603-no-control-characters-in-text.md,
 * docs/decisions/0730-request-bodies-are-exact.md): a number sent as a string is refused where the contract says
 * number, and a field the call does not take is refused (`UNKNOWN_FIELD`) instead of silently dropped. The query
 * string and the path are text by nature, so they are still read as the numbers and booleans their schemas say.
 */
export function exactBodies(): BuildValidator {
  const loose = AjvCompiler() as unknown as Build
  const exact = AjvCompiler() as unknown as Build
  const build: Build = (externalSchemas, options) => {
    const forParts = loose(externalSchemas, options)
    const forBodies = exact(externalSchemas, {
      ...options,
      customOptions: { ...options?.customOptions, coerceTypes: false, removeAdditional: false },
    })
    return (route) =>
      route.httpPart === 'body'
        ? forBodies({ ...route, schema: closeObjects(route.schema) })
        : forParts(route)
  }
  return build as unknown as BuildValidator
}
