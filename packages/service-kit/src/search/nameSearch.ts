import { foldText } from '@unikit/contracts'
import { type RawBuilder, sql } from 'kysely'
import { EXTENSIONS_SCHEMA } from '../db/databaseExtensions.ts'

/**
 * How many rows each way of matching hands over for ranking at most. A common word matches most rows; ranking
 * every one would make a search as slow as the table is large (docs/decisions/0612-archive-search.md).
 */
export const SEARCH_CANDIDATES = 1000

/** Fewer names than this match the query as typed, and names close to it (a typo) are searched as well. */
export const FUZZY_BELOW = 20

/** The `%`, `_` and `\` a student types are letters, not LIKE wildcards. */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/** Letters and digits only: `econ 1192` and `ECON-1192` are the course code `econ1192` (folded text in). */
export const compactCode = (folded: string) => folded.replace(/[^a-z0-9]/g, '')

/**
 * The words of folded text as a vocabulary of names keeps them: runs of letters and digits with a letter in them
 * (a number alone is no word a typo is near). A service that keeps a vocabulary cuts its names the same way.
 */
export const searchWords = (folded: string) =>
  [...new Set(folded.split(/[^a-z0-9]+/))].filter((word) => /[a-z]/.test(word))

/**
 * How every search of a name matches and ranks (docs/decisions/0755-one-name-search-in-the-kit.md): the query
 * and the stored name are folded by `foldText` (case, diacritics, `đ`); a name matches when it **contains** the
 * query, ranked by where (the whole name starting with it, then a word starting with it) and then by length; or,
 * for a typo and only when few names contain it, when a run of its words is **near** the query (`pg_trgm` word
 * similarity, `<%`, threshold 0.6: "dieu lihn" is near "kieu thi dieu linh"), ranked by **closeness**. Names that
 * contain the query come before names only near it. The service stores the folded name (`search_name`) with a
 * `gin_trgm_ops` index and asks for the `pg_trgm` extension. Columns are named as in SQL (`items.search_name`).
 */
export interface NameSearch {
  /** The query, folded. */
  readonly text: string
  /** The query as a course code would be written: letters and digits only. */
  readonly code: string
  /** The query's words (`searchWords`), each once. */
  readonly words: readonly string[]
  /** The folded name in `column` contains the query. */
  contains(column: string): RawBuilder<boolean>
  /** The folded name in `column` starts with the query (the best of the names that contain it). */
  startsWith(column: string): RawBuilder<boolean>
  /** A word of the folded name in `column` starts with the query (the next best). */
  wordStartsWith(column: string): RawBuilder<boolean>
  /** Among names that contain it, higher first: starting with it, then a word starting with it, then shorter. */
  containsRank(column: string): RawBuilder<number>
  /** A run of words of the folded name in `column` is close to the query (a typo). */
  near(column: string): RawBuilder<boolean>
  /** The one word in `column` (a vocabulary's) is close to `word`, one of `words`, as `near` measures it. */
  wordNear(word: string, column: string): RawBuilder<boolean>
  /**
   * Whether typos are searched: only when fewer than FUZZY_BELOW names were found as typed (`found` counts them),
   * since comparing every name with a common word costs more than the whole search.
   */
  wantsTypos(found: RawBuilder<number | string | bigint>): RawBuilder<boolean>
  /** How close a name near the query is, 0 to 1 (about 12 µs a row: only for the typo candidates). */
  closeness(column: string): RawBuilder<number>
}

/** The search for what a student typed; null when nothing is left of it once folded. */
export function nameSearch(query: string): NameSearch | null {
  const text = foldText(query)
  if (!text) return null
  const escaped = likeEscaped(text)
  const near = sql.raw(`operator(${EXTENSIONS_SCHEMA}.<%)`)
  const startsWith = (column: string) => sql<boolean>`(${sql.ref(column)} like ${`${escaped}%`})`
  const wordStartsWith = (column: string) => sql<boolean>`(${sql.ref(column)} like ${`% ${escaped}%`})`
  return {
    text,
    code: compactCode(text),
    words: searchWords(text),
    contains: (column) => sql<boolean>`(${sql.ref(column)} like ${`%${escaped}%`})`,
    startsWith,
    wordStartsWith,
    containsRank: (column) =>
      sql<number>`((case when ${startsWith(column)} then 2
        when ${wordStartsWith(column)} then 1 else 0 end) * 1000 - length(${sql.ref(column)}))`,
    near: (column) => sql<boolean>`(${text} ${near} ${sql.ref(column)})`,
    wordNear: (word, column) => sql<boolean>`(${word} ${near} ${sql.ref(column)})`,
    wantsTypos: (found) => sql<boolean>`(${found} < ${FUZZY_BELOW})`,
    closeness: (column) =>
      sql<number>`${sql.id(EXTENSIONS_SCHEMA)}.word_similarity(${text}, ${sql.ref(column)})`,
  }
}
