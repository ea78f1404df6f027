import { sql } from 'kysely'
import type { ServiceApp } from '../serviceTypes.ts'

/** Each value a text field must refuse (docs/decisions/0603-no-control-characters-in-text.md). */
export const badTextValues = {
  nul: 'x\u0000y',
  'unpaired surrogate': 'x\uD83Dy',
  'direction override': 'x\u202Ey',
  'byte-order mark': '\uFEFFx',
  'control character': 'x\u001By',
}

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
}
type Operation = {
  parameters?: { in: string; name: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
}
type OpenApi = { paths: Record<string, Record<string, Operation>> }

export interface Probe {
  method: string
  url: string
  field: string
  payload?: unknown
  kind: string
}

const isString = (schema: Schema | undefined) =>
  schema !== undefined &&
  (schema.type === 'string' || (Array.isArray(schema.type) && schema.type.includes('string')))
const stringBranches = (schema: Schema | undefined): Schema[] =>
  !schema ? [] : isString(schema) ? [schema] : (schema.anyOf ?? []).filter(isString)
/** A field whose length nothing bounds: over-long input would not get its coded 400. */
export const unbounded = (schema: Schema) =>
  schema.maxLength === undefined &&
  schema.enum === undefined &&
  schema.const === undefined &&
  !schema.format &&
  // A pattern whose every repetition has a ceiling (`^[0-9]{1,18}$`) bounds the length too.
  (schema.pattern === undefined || /[+*]|\{\d+,\}/.test(schema.pattern))

/**
 * Every text field of every route in a service's OpenAPI document, with each bad value: the body's string
 * properties (and strings in arrays) one at a time, and every string query parameter. Path parameters get `1`.
 */
export function badInputProbes(doc: OpenApi): { probes: Probe[]; unboundedFields: string[] } {
  const probes: Probe[] = []
  const unboundedFields: string[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    const url = path.replace(/\{[^}]+\}/g, '1')
    for (const [method, operation] of Object.entries(methods)) {
      const where = `${method.toUpperCase()} ${path}`
      const json = operation.requestBody?.content?.['application/json']?.schema
      for (const [name, property] of Object.entries(json?.properties ?? {})) {
        const branches = [...stringBranches(property), ...stringBranches(property.items)]
        if (branches.length === 0) continue
        if (branches.some(unbounded)) unboundedFields.push(`${where} body.${name}`)
        const asArray = stringBranches(property).length === 0
        for (const [kind, value] of Object.entries(badTextValues)) {
          probes.push({
            method,
            url,
            field: `body.${name}`,
            kind,
            payload: { [name]: asArray ? [value] : value },
          })
        }
      }
      for (const parameter of operation.parameters ?? []) {
        if (parameter.in !== 'query' || stringBranches(parameter.schema).length === 0) continue
        for (const [kind, value] of Object.entries(badTextValues)) {
          // A URL cannot carry an unpaired surrogate (its bytes arrive as U+FFFD, which is text).
          if (kind === 'unpaired surrogate') continue
          probes.push({
            method,
            url: `${url}?${parameter.name}=${encodeURIComponent(value)}`,
            field: `querystring.${parameter.name}`,
            kind,
          })
        }
      }
    }
  }
  return { probes, unboundedFields }
}

/** How many rows each table of the service's schema holds. */
export async function rowCounts(app: ServiceApp<unknown>): Promise<Record<string, number>> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = ${app.config.DATABASE_SCHEMA} and table_type = 'BASE TABLE'`.execute(app.db)
  const counts: Record<string, number> = {}
  for (const { table_name } of rows) {
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.id(table_name)}`.execute(
      app.db,
    )
    counts[table_name] = result.rows[0]?.n ?? 0
  }
  return counts
}
