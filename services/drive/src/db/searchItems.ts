import { sql } from 'kysely'
import type { DriveDb } from '../DriveApp.ts'
import type { ListedRow } from './items.ts'

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

const documentTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

/** `%`, `_` and `\` in a query are letters, not LIKE wildcards. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`)

/**
 * Published items whose folded name or code contains the query, is close to it (a typo: trigram word
 * similarity, `<%`), or whose PDF text has every word of it. Name matches rank first, then closeness, then
 * text matches (docs/decisions/0612-archive-search.md). Every branch is served by a GIN index.
 */
export function searchItems(db: DriveDb, search: ItemSearch): Promise<SearchRow[]> {
  const contains = `%${likeEscaped(search.text)}%`
  const query = sql`plainto_tsquery('simple', ${search.text})`
  let select = db
    .selectFrom('items')
    .select([
      'items.id',
      'items.parent_id',
      'items.kind',
      'items.name',
      'items.code',
      'items.mime_type',
      'items.size',
      'items.page_count',
      'items.status',
      'items.owner_id',
      'items.created_at',
      'items.root',
      'items.ancestors',
      sql<null>`null::int`.as('file_count'),
      sql<boolean>`(search_name like ${contains} or ${search.text} operator(extensions.<%) search_name)`.as(
        'name_match',
      ),
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where('status', '=', 'published')
    .where('root', 'in', ['core', 'major'])
    .where(
      sql<boolean>`(search_name like ${contains} or ${search.text} operator(extensions.<%) search_name or search_vector @@ ${query})`,
    )
  if (search.folderId) select = select.where(sql<boolean>`ancestors @> array[${search.folderId}]`)
  if (search.root) select = select.where('root', '=', search.root)
  if (search.type === 'folder') select = select.where('kind', '=', 'folder')
  if (search.type === 'pdf') select = select.where('mime_type', '=', 'application/pdf')
  if (search.type === 'document') select = select.where('mime_type', 'in', documentTypes)
  if (search.type === 'image') select = select.where('mime_type', 'like', 'image/%')
  if (search.type === 'video') select = select.where('mime_type', 'like', 'video/%')
  return select
    .orderBy(sql`search_name like ${contains}`, 'desc')
    .orderBy(sql`word_similarity(${search.text}, search_name)`, 'desc')
    .orderBy(sql`ts_rank(search_vector, ${query})`, 'desc')
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(search.limit)
    .offset(search.offset)
    .execute()
}
