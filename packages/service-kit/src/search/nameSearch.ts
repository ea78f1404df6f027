import { foldText } from '@unikit/contracts'
import { type RawBuilder, sql } from 'kysely'
import { EXTENSIONS_SCHEMA } from '../db/databaseExtensions.ts'

/**
 * How many rows each branch of a search hands over for ranking at most. A common word matches most rows; ranking
 * every one would make a search as slow as the table is large (docs/decisions/0612-archive-search.md).
 */
export const SEARCH_CANDIDATES = 1000

/** Fewer names than this contain the query as typed, and names close to it (a typo) are searched as well. */
export const FUZZY_BELOW = 20

/** The `%`, `_` and `\` a student types are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/**
 * How every search of a name matches and ranks (docs/decisions/0612-archive-search.md): the query and the stored
 * name are folded by `foldText` (case, diacritics, `đ`), a name matches when it contains the query or, for a typo,
 * when a run of its words is close to it (`pg_trgm` word similarity, `<%`, threshold 0.6: "dieu lihn" is close to
 * "kieu thi dieu linh"); names that contain it rank first, then the closest. The service stores the folded name
 * (`search_name`) with a `gin_trgm_ops` index and asks for the `pg_trgm` extension.
 */
export interface NameSearch {
  /** The query, folded. */
  readonly text: string
  /** The folded name in `column` contains the query. */
  contains(column: string): RawBuilder<boolean>
  /** A run of words of the folded name in `column` is close to the query (a typo). */
  near(column: string): RawBuilder<boolean>
  /**
   * Whether typos are searched: only when fewer than FUZZY_BELOW names contain the query, since comparing every
   * name with a common word costs more than the whole search. `containing` counts the names that contain it.
   */
  wantsTypos(containing: RawBuilder<number | string | bigint>): RawBuilder<boolean>
  /** How close the name is to the query, 0 to 1: the ranking after `contains`. */
  closeness(column: string): RawBuilder<number>
}

/** The search for what a student typed; null when nothing is left of it once folded. */
export function nameSearch(query: string): NameSearch | null {
  const text = foldText(query)
  if (!text) return null
  const pattern = `%${likeEscaped(text)}%`
  const near = sql.raw(`operator(${EXTENSIONS_SCHEMA}.<%)`)
  return {
    text,
    contains: (column) => sql<boolean>`(${sql.ref(column)} like ${pattern})`,
    near: (column) => sql<boolean>`(${text} ${near} ${sql.ref(column)})`,
    wantsTypos: (containing) => sql<boolean>`(${containing} < ${FUZZY_BELOW})`,
    closeness: (column) =>
      sql<number>`${sql.id(EXTENSIONS_SCHEMA)}.word_similarity(${text}, ${sql.ref(column)})`,
  }
}
