import pg from 'pg'

/** PostgreSQL type ids whose parsing differs between `pg` and PGlite by default. */
const INT8 = 20
const INT8_ARRAY = 1016
const DATE = 1082

/**
 * One reading of PostgreSQL values for both drivers, so code tested on PGlite behaves the same on PostgreSQL:
 * - int8 (bigint, count(*)) → number: ids, counts and VND amounts stay far below 2^53. Use numeric for more.
 * - date → 'YYYY-MM-DD' string: a calendar day has no time zone, and a Date would invent one.
 * - numeric stays a string on both; timestamptz is a Date on both.
 */
export function pgTypeOverrides(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides()
  types.setTypeParser(INT8, Number)
  types.setTypeParser(INT8_ARRAY, parseNumberArray)
  types.setTypeParser(DATE, (value: string) => value)
  return types
}

/** A one-dimensional array in PostgreSQL's text form, `{1,2,NULL}`. */
function parseNumberArray(value: string): (number | null)[] {
  const inner = value.slice(1, -1)
  return inner === '' ? [] : inner.split(',').map((item) => (item === 'NULL' ? null : Number(item)))
}

export const pgliteParsers: Record<number, (value: string) => unknown> = {
  [DATE]: (value) => value,
}
