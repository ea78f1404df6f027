import { type NameSearch, SEARCH_CANDIDATES } from '@unikit/service-kit'
import { type SelectQueryBuilder, sql } from 'kysely'
import { type ListedRow, listedColumns } from './items.ts'
import type { DriveDatabase, DriveDb } from './schema.ts'

export interface ItemSearch {
  /** The name search of the query (the kit's `nameSearch`); its folded text is also looked for in PDFs. */
  name: NameSearch
  folderId?: string | undefined
  root?: 'core' | 'major' | undefined
  type?: 'folder' | 'pdf' | 'document' | 'image' | 'video' | undefined
  limit: number
  offset: number
}

export type SearchRow = ListedRow & { name_match: boolean; total: number }

const documentTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

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
 * Published items whose folded name or code contains the query, is close to it (a typo), or whose PDF text has
 * every word of it: the kit's name search, then text rank. Each branch is served by a GIN index and capped at
 * SEARCH_CANDIDATES before ranking.
 */
export function searchItems(db: DriveDb, search: ItemSearch): Promise<SearchRow[]> {
  const { name } = search
  const query = sql`plainto_tsquery('simple', ${name.text})`
  const contains = name.contains('items.search_name')
  const nameMatch = sql<boolean>`(${contains} or ${name.near('items.search_name')})`
  return db
    .with('name_hits', (qb) =>
      visible(qb.selectFrom('items').select('id'), search)
        .where(name.contains('search_name'))
        .limit(SEARCH_CANDIDATES),
    )
    .with('near_hits', (qb) =>
      visible(qb.selectFrom('items').select('id'), search)
        .where(name.wantsTypos(sql<number>`(select count(*) from name_hits)`))
        .where(name.near('search_name'))
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
    .orderBy(contains, 'desc')
    .orderBy(name.closeness('items.search_name'), 'desc')
    .orderBy(sql`case when ${nameMatch} then 0 else ts_rank(items.search_vector, ${query}) end`, 'desc')
    .orderBy(sql`lower(items.name)`)
    .orderBy('items.id')
    .limit(search.limit)
    .offset(search.offset)
    .execute()
}
