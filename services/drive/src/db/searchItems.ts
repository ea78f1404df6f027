import { type NameSearch, SEARCH_CANDIDATES } from '@unikit/service-kit'
import { type RawBuilder, sql } from 'kysely'
import { type FileOrder, fileOrderKeys, type ListedRow, listedColumns } from './items.ts'
import type { DriveDb } from './schema.ts'

export interface ItemSearch {
  /** The kit's name search of the query; its folded text is also looked for as a title and in PDFs. */
  name: NameSearch
  folderId?: string | undefined
  root?: 'core' | 'major' | undefined
  type?: 'folder' | 'pdf' | 'document' | 'image' | 'video' | undefined
  /** `relevance` (the default) or a file order. */
  sort?: 'relevance' | FileOrder | undefined
  limit: number
  offset: number
}

export type SearchRow = ListedRow & { name_match: boolean; total: number }

const documentTypes = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]

/** Published items of Core courses and Majors, narrowed by the filters. */
function visible(search: ItemSearch): RawBuilder<boolean> {
  const roots = search.root ? [search.root] : ['core', 'major']
  const filters: RawBuilder<unknown>[] = [
    sql`items.status = 'published'`,
    sql`items.root in (${sql.join(roots)})`,
  ]
  if (search.folderId) filters.push(sql`items.ancestors @> array[${search.folderId}]`)
  if (search.type === 'folder') filters.push(sql`items.kind = 'folder'`)
  if (search.type === 'pdf') filters.push(sql`items.mime_type = 'application/pdf'`)
  if (search.type === 'document') filters.push(sql`items.mime_type in (${sql.join(documentTypes)})`)
  if (search.type === 'image') filters.push(sql`items.mime_type like 'image/%'`)
  if (search.type === 'video') filters.push(sql`items.mime_type like 'video/%'`)
  return sql<boolean>`(${sql.join(filters, sql` and `)})`
}

/**
 * One page of search results (docs/decisions/0750-search-ranking-and-speed.md). Ranked in tiers: the course whose
 * code is the query, an item whose title is the query, what is inside that course, names that contain the query
 * then names close to it (a typo, only when names found too little), both as the kit's name search matches and
 * ranks them (docs/decisions/0755-one-name-search-in-the-kit.md), then PDFs whose text has every word (by text
 * rank). Each way of matching is served
 * by an index and capped at SEARCH_CANDIDATES. The costly scores are computed only where they order something:
 * word similarity only for typo candidates, the text rank only when the names do not fill the page, and the
 * wide rows are read only for the page itself.
 */
export async function searchItems(db: DriveDb, search: ItemSearch): Promise<SearchRow[]> {
  const { name } = search
  const text = name.text
  const seen = visible(search)
  const tsquery = sql`plainto_tsquery('simple', ${text})`
  const n = SEARCH_CANDIDATES
  const byRelevance = (search.sort ?? 'relevance') === 'relevance'
  const wanted = search.offset + search.limit
  // The text rank is only worth its cost for a page the names do not fill; another order needs every candidate.
  const rankTexts = byRelevance ? sql`(select count(*) from names) < ${wanted}` : sql`true`
  const relevance = sql`ranked.tier, ranked.closeness desc, ranked.search_name, ranked.id`
  const order = byRelevance
    ? relevance
    : sql.join([...fileOrderKeys[search.sort as FileOrder], sql`lower(items.name)`, relevance])
  // Only another order needs the candidates' counts and dates; relevance orders on what the branches found.
  const source = byRelevance ? sql`ranked` : sql`ranked join items on items.id = ranked.id`
  const { rows } = await sql<SearchRow>`
    with code_folders as (
      select items.id from items
      where lower(items.code) = ${name.code} and items.kind = 'folder' and ${seen}
    ),
    code_hits as (
      select code_folders.id, items.search_name, true as is_course
      from code_folders join items on items.id = code_folders.id
      union all
      (select items.id, items.search_name, false
      from items
      where items.ancestors && (select coalesce(array_agg(id), '{}') from code_folders) and ${seen}
      limit ${n})
    ),
    exact_names as (
      select items.id, items.search_name from items where items.search_name = ${text} and ${seen} limit ${n}
    ),
    name_hits as (
      select items.id, items.search_name, ${name.containsRank('items.search_name')} as closeness
      from items where ${name.contains('items.search_name')} and ${seen}
      limit ${n}
    ),
    near_hits as (
      select items.id, items.search_name, ${name.closeness('items.search_name')} as closeness
      from items
      where ${name.wantsTypos(sql`(select count(*) from code_hits) + (select count(*) from name_hits)`)}
        and ${name.near('items.search_name')} and ${seen}
      limit ${n}
    ),
    names as (
      select distinct on (id) id, tier, closeness, search_name from (
        select id, 0 as tier, 0::real as closeness, search_name from code_hits where is_course
        union all select id, 1, 0, search_name from exact_names
        union all select id, 2, 0, search_name from code_hits where not is_course
        union all select id, 3, closeness, search_name from name_hits
        union all select id, 4, closeness, search_name from near_hits
      ) as found
      order by id, tier
    ),
    text_hits as (
      select items.id from items where items.search_vector @@ ${tsquery} and ${seen} limit ${n}
    ),
    text_only as (
      select id from text_hits where id not in (select id from names)
    ),
    ranked as (
      select id, tier, closeness, search_name from names
      union all
      select items.id, 5, ts_rank(items.search_vector, ${tsquery}), items.search_name
      from text_only join items on items.id = text_only.id
      where ${rankTexts}
    ),
    page as (
      select ranked.id, ranked.tier, row_number() over (order by ${order}) as position
      from ${source}
      order by ${order}
      limit ${search.limit} offset ${search.offset}
    )
    select ${sql.join(listedColumns.map((column) => sql.ref(column)))},
      null::int as file_count,
      page.tier < 5 as name_match,
      ((select count(*) from names) + (select count(*) from text_only))::int as total
    from page join items on items.id = page.id
    order by page.position`.execute(db)
  return rows
}
