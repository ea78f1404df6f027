import type { NameSearch } from '@unikit/service-kit'
import { sql } from 'kysely'
import type { DriveDb } from './schema.ts'

/** A word of the vocabulary near a word of the query (`typed`, its index), and whether it is that word. */
export interface NearWord {
  typed: number
  word: string
  exact: boolean
}

/**
 * The words of the query, of three letters or more: a shorter one has no trigram of its own to be near by
 * (docs/decisions/0765-search-capped-from-indexes-typos-through-a-vocabulary.md).
 */
export const typedWords = (name: NameSearch) => name.words.filter((word) => word.length >= 3)

/**
 * The words of the archive's names (the vocabulary, kept by a trigger of migration 0004) near each word of the
 * query, as the kit's name search measures near. One index lookup per word, on a table of words, not of names.
 */
export async function nearWordsOf(db: DriveDb, name: NameSearch): Promise<NearWord[]> {
  const words = typedWords(name)
  if (words.length === 0) return []
  const { rows } = await sql<NearWord>`${sql.join(
    words.map(
      (
        word,
        index,
      ) => sql`(select ${sql.lit(index)} as typed, search_words.word, search_words.word = ${word} as exact
        from search_words
        where length(search_words.word) >= 3 and ${name.wordNear(word, 'search_words.word')})`,
    ),
    sql` union all `,
  )}`.execute(db)
  return rows
}

/**
 * The words a typo was meant to be: those near the query's misspelt words, the ones the vocabulary has near words
 * for but not as typed. None when every word is in it as typed: then the query is not misspelt, only not in a name
 * as typed, and names near it are found as before (close to a run of its words). Sorted, so one query always reads
 * the same names.
 */
export function meantWords(near: readonly NearWord[]): string[] {
  const exact = new Set(near.filter((row) => row.exact).map((row) => row.typed))
  return [...new Set(near.filter((row) => !exact.has(row.typed)).map((row) => row.word))].sort()
}
