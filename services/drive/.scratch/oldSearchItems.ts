import { type SelectQueryBuilder, sql } from 'kysely'
import { type ListedRow, listedColumns } from '../src/db/items.ts'
import type { DriveDatabase, DriveDb } from '../src/db/schema.ts'

export interface ItemSearch {
  /** Folded (`foldText`) and trimmed. */
  text: string
  folderId?: string | undefined
  root?: 'core' | 'major' | undefined
  type?: 'folder' | 'pdf' | 'document' | 'image' | 'video' | undefined
  limit: number
  offset: number
}

export type SearchRow = ListedRow & { name_match: boolean; total: number }

/**
 * How many name matches and how many text matches are ranked at most. A common word is in most PDFs; ranking
 * every one of them would make a search as slow as the archive is large (docs/decisions/0612-archive-search.md).
 */
export const SEARCH_CANDIDATES = 1000

/** Fewer exact name matches than this, and names close to the query (a typo) are searched as well. */
const FUZZY_BELOW = 20

const documentTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

/** `%`, `_` and `\` in a query are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

type ItemsQuery<O> = SelectQueryBuilder<DriveDatabase, 'items', O>

/** Published items of Core Courses and Majors, narrowed by the filters. */
function visible<O>(select: ItemsQuery<O>, search: ItemSearch): ItemsQuery<O> {
  let query = select
    .where('status', '=', 'published')
    .where('root', 'in', search.root ? [search.root] : ['core', 'major'])
  if (search.folderId) query = query.where(sql<boolean>`ancestors @> array[${search.folderId}]`)
  if (search.type === 'folder') query = query.where('kind', '=', 'folder')
  if (search.type === 'pdf') query = query.where('mime_type', '=', 'application/pdf')
  if (search.type === 'document') query = query.where('mime_type', 'in', documentTypes)
  if (search.type === 'image') query = query.where('mime_type', 'like', 'image/%')
  if (search.type === 'video') query = query.where('mime_type', 'like', 'video/%')
  return query
}

/**
 * Published items whose folded name or code contains the query, is close to it (a typo: trigram word
 * similarity, `<%`), or whose PDF text has every word of it. Name matches rank first, then closeness, then
 * text rank. Each branch is served by a GIN index and capped at SEARCH_CANDIDATES before ranking.
 */
export function searchItems(db: DriveDb, search: ItemSearch): Promise<SearchRow[]> {
  const contains = `%${likeEscaped(search.text)}%`
  const query = sql`plainto_tsquery('simple', ${search.text})`
  const nameMatch = sql<boolean>`(items.search_name like ${contains} or ${search.text} operator(extensions.<%) items.search_name)`
  return (
    db
      .with('name_hits', (qb) =>
        visible(qb.selectFrom('items').select('id'), search)
          .where(sql<boolean>`search_name like ${contains}`)
          .limit(SEARCH_CANDIDATES),
      )
      // Typo tolerance is for when the name as typed finds less than a page: checking every name's trigram
      // similarity to a common word costs more than the whole search (docs/decisions/0612-archive-search.md).
      .with('near_hits', (qb) =>
        visible(qb.selectFrom('items').select('id'), search)
          .where(sql<boolean>`(select count(*) from name_hits) < ${FUZZY_BELOW}`)
          .where(sql<boolean>`${search.text} operator(extensions.<%) search_name`)
          .limit(SEARCH_CANDIDATES),
      )
      .with('text_hits', (qb) =>
        visible(qb.selectFrom('items').select('id'), search)
          .where(sql<boolean>`search_vector @@ ${query}`)
          .limit(SEARCH_CANDIDATES),
      )
      .with('candidates', (qb) =>
        qb
          .selectFrom('name_hits')
          .select('id')
          .union(qb.selectFrom('near_hits').select('id'))
          .union(qb.selectFrom('text_hits').select('id')),
      )
      .selectFrom('candidates')
      .innerJoin('items', 'items.id', 'candidates.id')
      .select([
        ...listedColumns,
        sql<null>`null::int`.as('file_count'),
        nameMatch.as('name_match'),
        sql<number>`count(*) over ()`.as('total'),
      ])
      .orderBy(sql`items.search_name like ${contains}`, 'desc')
      .orderBy(sql`word_similarity(${search.text}, items.search_name)`, 'desc')
      .orderBy(sql`case when ${nameMatch} then 0 else ts_rank(items.search_vector, ${query}) end`, 'desc')
      .orderBy(sql`lower(items.name)`)
      .orderBy('items.id')
      .limit(search.limit)
      .offset(search.offset)
      .execute()
  )
}
