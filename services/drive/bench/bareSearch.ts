// The archive search's bare baseline (docs/decisions/0760-servers-measured-against-a-bare-baseline.md): `node:http`
// and `pg` only, running the statements `GET /api/private/drive/search?q=…` runs without filters and in the best-match
// order (as the bench asks), as kysely sends them: the vocabulary's words near the query's (db/nearWords.ts), the
// tiered search (db/searchItems.ts, decisions 0750 and 0765), then at once
// the reader's stars and Helpful marks among the results (db/viewerMarks.ts) and the results' courses or majors
// (db/folders.ts foldersById), answering the same body with the service's own pure functions: its query values
// (foldText, compactCode, SEARCH_CANDIDATES), its mapping (toDriveItem) and its preview links, signed with the
// deployment's key (fileLinkSigner on INTERNAL_TOKEN). The student is the bearer token looked up in memory; no
// framework, hooks, validation or logging. Started by bench/searchAndDownload.ts on the service's schema; sameAnswers
// checks it answers alike.
import { foldText } from '@unikit/contracts'
import { ARCHIVE_SEARCH_PAGE_SIZE, type FolderRef } from '@unikit/contracts/drive'
import { compactCode, FUZZY_BELOW, likeEscaped, SEARCH_CANDIDATES, searchWords } from '@unikit/service-kit'
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'
import { toDriveItem } from '../src/archive/toDriveItem.ts'
import type { ListedRow } from '../src/db/items.ts'
import { meantWords, type NearWord } from '../src/db/nearWords.ts'
import { fileLinkSigner } from '../src/files/fileLinks.ts'

/** Numbered placeholders as kysely numbers them: each value in the order it appears in the statement. */
function placed() {
  const values: unknown[] = []
  const at = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  return { values, at }
}

/** db/nearWords.ts's statement: the vocabulary's words near each word of the query. */
function nearWordsStatement(text: string) {
  const { values, at } = placed()
  const words = searchWords(text).filter((word) => word.length >= 3)
  const statement = words
    .map(
      (word, index) => `(select ${index} as typed, search_words.word, search_words.word = ${at(word)} as exact
        from search_words
        where length(search_words.word) >= 3 and (${at(word)} operator(extensions.<%) "search_words"."word"))`,
    )
    .join(' union all ')
  return { statement, values }
}

// db/searchItems.ts's statement with no folder, root or type filter and `sort=relevance`, as kysely compiles it.
function searchStatement(text: string, meant: readonly string[], limit: number, offset: number) {
  const { values, at } = placed()
  const n = SEARCH_CANDIDATES
  const escaped = likeEscaped(text)
  const seen = (on = 'items') =>
    `("${on}"."status" = 'published' and "${on}"."root" in (${at('core')}, ${at('major')}))`
  const startsWith = (column: string) => `(${column} like ${at(`${escaped}%`)})`
  const wordStartsWith = (column: string) => `(${column} like ${at(`% ${escaped}%`)})`
  const contains = (column: string) => `(${column} like ${at(`%${escaped}%`)})`
  const near = (column: string) => `(${at(text)} operator(extensions.<%) ${column})`
  const byLength = 'length(named.search_name), named.search_name, named.id'
  const wantsTypos = () =>
    `((select count(*) from code_hits) + (select count(*) from name_hits) < ${at(FUZZY_BELOW)})`
  const nearCandidates = () =>
    meant.length
      ? `select named.id, named.search_name from search_names as named
      where ${wantsTypos()} and named.search_name like any (${at(meant.map((word) => `%${word}%`))}::text[]) and ${seen('named')}
      order by ${byLength}
      limit ${at(n)}`
      : `select named.id, named.search_name from search_names as named
      where ${wantsTypos()} and ${near('"named"."search_name"')} and ${seen('named')}`
  const statement = `
    with code_folders as (
      select items.id from items
      where lower(items.code) = ${at(compactCode(text))} and items.kind = 'folder' and ${seen()}
    ),
    code_hits as (
      select code_folders.id, items.search_name, true as is_course
      from code_folders join items on items.id = code_folders.id
      union all
      (select items.id, items.search_name, false
      from items
      where items.ancestors && (select coalesce(array_agg(id), '{}') from code_folders) and ${seen()}
      order by items.search_name, items.id
      limit ${at(n)})
    ),
    exact_names as (
      select items.id, items.search_name from items where items.search_name = ${at(text)} and ${seen()} order by items.id limit ${at(n)}
    ),
    name_starts as (
      select named.id, named.search_name from search_names as named
      where ${startsWith('"named"."search_name"')} and ${seen('named')}
      order by ${byLength}
      limit ${at(n)}
    ),
    name_words as (
      select named.id, named.search_name from search_names as named
      where (select count(*) from name_starts) < ${at(n)}
        and ${wordStartsWith('"named"."search_name"')} and not ${startsWith('"named"."search_name"')} and ${seen('named')}
      order by ${byLength}
      limit ${at(n)}
    ),
    name_inside as (
      select named.id, named.search_name from search_names as named
      where (select count(*) from name_starts) + (select count(*) from name_words) < ${at(n)}
        and ${contains('"named"."search_name"')} and not ${wordStartsWith('"named"."search_name"')}
        and not ${startsWith('"named"."search_name"')} and ${seen('named')}
      order by ${byLength}
      limit ${at(n)}
    ),
    name_hits as (
      select id, search_name, ((case when ${startsWith('"search_name"')} then 2
        when ${wordStartsWith('"search_name"')} then 1 else 0 end) * 1000 - length("search_name")) as closeness
      from (select * from name_starts union all select * from name_words union all select * from name_inside) as found
      order by closeness desc, search_name, id
      limit ${at(n)}
    ),
    near_candidates as (
      ${nearCandidates()}
    ),
    near_hits as (
      select id, search_name, closeness from (
        select id, search_name, "extensions".word_similarity(${at(text)}, "search_name") as closeness
        from near_candidates
        where ${near('"search_name"')}
      ) as close
      order by closeness desc, search_name, id
      limit ${at(n)}
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
      select items.id from items where items.search_vector @@ plainto_tsquery('simple', ${at(text)}) and ${seen()} order by items.id limit ${at(n)}
    ),
    text_only as (
      select id from text_hits where id not in (select id from names)
    ),
    ranked as (
      select id, tier, closeness, search_name from names
      union all
      select items.id, 5, ts_rank(items.search_vector, plainto_tsquery('simple', ${at(text)})), items.search_name
      from text_only join items on items.id = text_only.id
      where (select count(*) from names) < ${at(offset + limit)}
    ),
    page as (
      select ranked.id, ranked.tier, row_number() over (order by ranked.tier, ranked.closeness desc, ranked.search_name, ranked.id) as position
      from ranked
      order by ranked.tier, ranked.closeness desc, ranked.search_name, ranked.id
      limit ${at(limit)} offset ${at(offset)}
    )
    select "items"."id", "items"."parent_id", "items"."kind", "items"."name", "items"."code", "items"."mime_type", "items"."size", "items"."page_count", "items"."status", "items"."owner_id", "items"."created_at", "items"."root", "items"."ancestors", "items"."year", "items"."semester", "items"."sample_kind", "items"."thumbnail_object_id", "items"."helpful_count", "items"."download_count", "items"."published_at",
      null::int as file_count,
      page.tier < 5 as name_match,
      ((select count(*) from names) + (select count(*) from text_only))::int as total
    from page join items on items.id = page.id
    order by page.position`
  return { statement, values }
}

const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => `$${from + n}`).join(', ')

type Row = ListedRow & { name_match: boolean; total: number }

const links = fileLinkSigner(process.env.INTERNAL_TOKEN)

/** The words a typo was meant to be, as db/searchItems.ts asks for them first. */
async function meantFor(pool: Parameters<BareHandler>[1], text: string) {
  const near = nearWordsStatement(text)
  if (!near.statement) return []
  const { rows } = await pool.query<NearWord>(near.statement, near.values)
  return meantWords(rows)
}

/** The reader's stars and Helpful marks among these items: one statement, as db/viewerMarks.ts sends it. */
async function marksOf(pool: Parameters<BareHandler>[1], userId: string, ids: readonly string[]) {
  const starred = new Set<string>()
  const helpful = new Set<string>()
  if (ids.length === 0) return { starred, helpful }
  const list = [...new Set(ids)]
  const { rows } = await pool.query<{ item_id: string; mark: string }>(
    `select "item_id", 'star' as "mark" from "stars" where "user_id" = $1 and "item_id" in (${placeholders(2, list.length)}) ` +
      `union all select "item_id", 'helpful' as "mark" from "helpful_marks" where "user_id" = $${list.length + 2} ` +
      `and "item_id" in (${placeholders(list.length + 3, list.length)})`,
    [userId, ...list, userId, ...list],
  )
  for (const row of rows) (row.mark === 'star' ? starred : helpful).add(row.item_id)
  return { starred, helpful }
}

/** The courses or majors the items are under, as db/folders.ts foldersById sends it. */
async function coursesOf(pool: Parameters<BareHandler>[1], ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, FolderRef>()
  const list = [...new Set(ids)]
  const { rows } = await pool.query<FolderRef>(
    `select "id", "name", "code" from "items" where "id" in (${placeholders(1, list.length)}) and "kind" = $${list.length + 1}`,
    [...list, 'folder'],
  )
  return new Map(rows.map((row) => [row.id, row]))
}

const search: BareHandler = async (request, pool) => {
  const userId = benchSessionUser(request)
  if (!userId) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const query = request.url.searchParams
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('page_size') ?? ARCHIVE_SEARCH_PAGE_SIZE)
  const text = foldText(query.get('q') ?? '')
  if (!text) return { status: 200, body: { data: [], page, page_size: pageSize, total: 0 } }
  const search = searchStatement(text, await meantFor(pool, text), pageSize, (page - 1) * pageSize)
  const { rows } = await pool.query<Row>(search.statement, search.values)
  // Both at once, as the service asks them (archive/toDriveItems.ts).
  const [marks, courses] = await Promise.all([
    marksOf(
      pool,
      userId,
      rows.map((row) => row.id),
    ),
    coursesOf(
      pool,
      rows.flatMap((row) => row.ancestors.slice(0, 1)),
    ),
  ])
  const data = rows.map((row) => {
    const item = toDriveItem(row, { userId, links, ...marks, courses })
    return { ...item, folder: item.course, root: row.root, matched: row.name_match ? 'name' : 'text' }
  })
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(rows[0]?.total ?? 0) } }
}

await startBareServer({ 'GET /api/private/drive/search': search }, { extensions: true })
