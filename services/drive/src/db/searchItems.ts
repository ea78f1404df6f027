import { type NameSearch, SEARCH_CANDIDATES } from '@unikit/service-kit'
import { type RawBuilder, sql } from 'kysely'
import { type FileOrder, fileOrderKeys, type ListedRow, listedColumns } from './items.ts'
import { meantWords, nearWordsOf } from './nearWords.ts'
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

/**
 * Published items of Core courses and Majors, narrowed by the filters. The status and tree are read from `on`
 * (`items`, or `named`, the narrow copy in `search_names`); the other filters from `items`.
 */
function visible(search: ItemSearch, on: 'items' | 'named' = 'items'): RawBuilder<boolean> {
  const roots = search.root ? [search.root] : ['core', 'major']
  const filters: RawBuilder<unknown>[] = [
    sql`${sql.ref(`${on}.status`)} = 'published'`,
    sql`${sql.ref(`${on}.root`)} in (${sql.join(roots)})`,
  ]
  if (search.folderId) filters.push(sql`items.ancestors @> array[${search.folderId}]`)
  if (search.type === 'folder') filters.push(sql`items.kind = 'folder'`)
  if (search.type === 'pdf') filters.push(sql`items.mime_type = 'application/pdf'`)
  if (search.type === 'document') filters.push(sql`items.mime_type in (${sql.join(documentTypes)})`)
  if (search.type === 'image') filters.push(sql`items.mime_type like 'image/%'`)
  if (search.type === 'video') filters.push(sql`items.mime_type like 'video/%'`)
  return sql<boolean>`(${sql.join(filters, sql` and `)})`
}

/** The names search reads (db/migrations/0004), joined to the items only for a filter they do not carry. */
const namesOf = (search: ItemSearch) =>
  search.folderId || search.type
    ? sql`search_names as named join items on items.id = named.id`
    : sql`search_names as named`

/**
 * One page of search results (docs/decisions/0750-search-ranking-and-speed.md; the caps:
 * docs/decisions/0765-search-capped-from-indexes-typos-through-a-vocabulary.md). Ranked in tiers: the course whose
 * code is the query, an item whose title is the query, what is inside that course, names that contain the query
 * then names close to it (a typo, only when names found too little), both as the kit's name search matches and
 * ranks them (docs/decisions/0755-one-name-search-in-the-kit.md), then PDFs whose text has every word (by text
 * rank). Each way of matching is served by an index and capped at SEARCH_CANDIDATES, without reading every match
 * of a common word: names (read from their narrow copy, search_names) that contain the query are taken by where
 * they contain it (the start, a word's start, elsewhere), each shortest first from an index in that order, a
 * lower one only while the higher ones have not filled the cap; a typo's candidates are the names with a word of
 * the vocabulary near it (db/nearWords.ts), shortest first. The costly scores are computed only where they order something: word similarity only for typo
 * candidates, the text rank only when the names do not fill the page, and the wide rows are read only for the
 * page itself.
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
  const named = namesOf(search)
  const seenNamed = visible(search, 'named')
  const byLength = sql`length(named.search_name), named.search_name, named.id`
  const wantsTypos = name.wantsTypos(sql`(select count(*) from code_hits) + (select count(*) from name_hits)`)
  // A typo is looked for among the names with a word it was meant to be: the vocabulary is small, the names many
  // (docs/decisions/0765-search-capped-from-indexes-typos-through-a-vocabulary.md). Without such a word, among
  // all names that share trigrams with the query.
  const meant = meantWords(await nearWordsOf(db, name))
  const nearCandidates = meant.length
    ? sql`select named.id, named.search_name from ${named}
      where ${wantsTypos} and named.search_name like any (${meant.map((word) => `%${word}%`)}::text[]) and ${seenNamed}
      order by ${byLength}
      limit ${n}`
    : sql`select named.id, named.search_name from ${named}
      where ${wantsTypos} and ${name.near('named.search_name')} and ${seenNamed}`
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
      order by items.search_name, items.id
      limit ${n})
    ),
    exact_names as (
      select items.id, items.search_name from items where items.search_name = ${text} and ${seen} order by items.id limit ${n}
    ),
    name_starts as (
      select named.id, named.search_name from ${named}
      where ${name.startsWith('named.search_name')} and ${seenNamed}
      order by ${byLength}
      limit ${n}
    ),
    name_words as (
      select named.id, named.search_name from ${named}
      where (select count(*) from name_starts) < ${n}
        and ${name.wordStartsWith('named.search_name')} and not ${name.startsWith('named.search_name')} and ${seenNamed}
      order by ${byLength}
      limit ${n}
    ),
    name_inside as (
      select named.id, named.search_name from ${named}
      where (select count(*) from name_starts) + (select count(*) from name_words) < ${n}
        and ${name.contains('named.search_name')} and not ${name.wordStartsWith('named.search_name')}
        and not ${name.startsWith('named.search_name')} and ${seenNamed}
      order by ${byLength}
      limit ${n}
    ),
    name_hits as (
      select id, search_name, ${name.containsRank('search_name')} as closeness
      from (select * from name_starts union all select * from name_words union all select * from name_inside) as found
      order by closeness desc, search_name, id
      limit ${n}
    ),
    near_candidates as (
      ${nearCandidates}
    ),
    near_hits as (
      select id, search_name, closeness from (
        select id, search_name, ${name.closeness('search_name')} as closeness
        from near_candidates
        where ${name.near('search_name')}
      ) as close
      order by closeness desc, search_name, id
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
      select items.id from items where items.search_vector @@ ${tsquery} and ${seen} order by items.id limit ${n}
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
