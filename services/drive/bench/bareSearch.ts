// The archive search's bare baseline (docs/decisions/0810-servers-measured-against-a-bare-baseline.md): `node:http`
// and `pg` only, running the statements `GET /api/private/drive/search?q=…` runs without filters (as the bench asks),
// as kysely sends them: the ranked search (db/searchItems.ts), then the reader's stars among the results and the
// results' top folders, and answering the same body with the service's own mapping (toDriveItem). The student is the
// bearer token looked up in memory; no framework, hooks, validation or logging. Started by bench/searchAndDownload.ts
// on the service's schema; sameAnswers checks it answers alike.
import { foldText } from '@unikit/contracts'
import { ARCHIVE_SEARCH_PAGE_SIZE } from '@unikit/contracts/drive'
import { type BareHandler, benchSessionUser, startBareServer } from '@unikit/service-kit/bench'
import { toDriveItem } from '../src/archive/toDriveItem.ts'
import type { ListedRow } from '../src/db/items.ts'
import { SEARCH_CANDIDATES } from '../src/db/searchItems.ts'

const FUZZY_BELOW = 20
const searchStatement =
  'with "name_hits" as (select "id" from "items" where "status" = $1 and "root" in ($2, $3) and search_name like $4 limit $5), ' +
  '"near_hits" as (select "id" from "items" where "status" = $6 and "root" in ($7, $8) and (select count(*) from name_hits) < $9 ' +
  'and $10 operator(extensions.<%) search_name limit $11), ' +
  '"text_hits" as (select "id" from "items" where "status" = $12 and "root" in ($13, $14) and search_vector @@ ' +
  "plainto_tsquery('simple', $15) limit $16), " +
  '"candidates" as (select "id" from "name_hits" union select "id" from "near_hits" union select "id" from "text_hits") ' +
  'select "items"."id", "items"."parent_id", "items"."kind", "items"."name", "items"."code", "items"."mime_type", ' +
  '"items"."size", "items"."page_count", "items"."status", "items"."owner_id", "items"."created_at", "items"."root", ' +
  '"items"."ancestors", null::int as "file_count", (items.search_name like $17 or $18 operator(extensions.<%) ' +
  'items.search_name) as "name_match", count(*) over () as "total" from "candidates" inner join "items" on ' +
  '"items"."id" = "candidates"."id" order by items.search_name like $19 desc, word_similarity($20, items.search_name) ' +
  'desc, case when (items.search_name like $21 or $22 operator(extensions.<%) items.search_name) then 0 else ' +
  'ts_rank(items.search_vector, plainto_tsquery(\'simple\', $23)) end desc, lower(items.name), "items"."id" ' +
  'limit $24 offset $25'
const placeholders = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => `$${from + n}`).join(', ')

type Row = ListedRow & { root: string; ancestors: string[]; name_match: boolean; total: number }

const search: BareHandler = async (request, pool) => {
  const userId = benchSessionUser(request)
  if (!userId) return { status: 401, body: { code: 'UNAUTHORIZED' } }
  const query = request.url.searchParams
  const page = Number(query.get('page') ?? 1)
  const pageSize = Number(query.get('page_size') ?? ARCHIVE_SEARCH_PAGE_SIZE)
  const text = foldText(query.get('q') ?? '')
  if (!text) return { status: 200, body: { data: [], page, page_size: pageSize, total: 0 } }
  const contains = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`
  const visible = ['published', 'core', 'major']
  const rows = (
    await pool.query(searchStatement, [
      ...visible,
      contains,
      SEARCH_CANDIDATES,
      ...visible,
      FUZZY_BELOW,
      text,
      SEARCH_CANDIDATES,
      ...visible,
      text,
      SEARCH_CANDIDATES,
      contains,
      text,
      contains,
      text,
      contains,
      text,
      text,
      pageSize,
      (page - 1) * pageSize,
    ])
  ).rows as Row[]
  const ids = rows.map((row) => row.id)
  const tops = [...new Set(rows.flatMap((row) => row.ancestors.slice(0, 1)))]
  // One after the other, as the service asks them.
  const stars = ids.length
    ? await pool.query(
        `select "item_id" from "stars" where "user_id" = $1 and "item_id" in (${placeholders(2, ids.length)})`,
        [userId, ...ids],
      )
    : { rows: [] }
  const folders = tops.length
    ? await pool.query(
        `select "id", "name", "code" from "items" where "id" in (${placeholders(1, tops.length)}) and "kind" = $${tops.length + 1}`,
        [...tops, 'folder'],
      )
    : { rows: [] }
  const starred = new Set(stars.rows.map((row: { item_id: string }) => row.item_id))
  const folderById = new Map(folders.rows.map((row: { id: string }) => [row.id, row]))
  const data = rows.map((row) => {
    const top = row.ancestors[0]
    return {
      ...toDriveItem(row, { userId, starred }),
      folder: (top && folderById.get(top)) || null,
      root: row.root,
      matched: row.name_match ? 'name' : 'text',
    }
  })
  return { status: 200, body: { data, page, page_size: pageSize, total: Number(rows[0]?.total ?? 0) } }
}

await startBareServer({ 'GET /api/private/drive/search': search }, { extensions: true })
