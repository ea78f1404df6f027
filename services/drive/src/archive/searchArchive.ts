import type { DriveSearchQuery } from '@unikit/contracts/drive'
import { nameSearch } from '@unikit/service-kit'
import type { DriveDb } from '../db/schema.ts'
import { searchItems } from '../db/searchItems.ts'
import type { Reader } from './readAccess.ts'
import { searchText } from './searchText.ts'
import { toDriveItems } from './toDriveItems.ts'

/**
 * Archive search (docs/decisions/0750-search-ranking-and-speed.md): one page of published items matching the
 * folded query by course code, title, name or the text inside, each with the course or major it sits under and
 * what matched.
 */
export async function searchArchive(db: DriveDb, reader: Reader, query: DriveSearchQuery) {
  const { folder_id, root, type, sort, page, page_size } = query
  const name = nameSearch(searchText(query))
  if (!name) return { data: [], total: 0 }
  const rows = await searchItems(db, {
    name,
    folderId: folder_id,
    root,
    type,
    sort,
    limit: page_size,
    offset: (page - 1) * page_size,
  })
  const items = await toDriveItems(db, reader, rows)
  return {
    data: items.map((item, index) => {
      const row = rows[index] as (typeof rows)[number]
      return {
        ...item,
        folder: item.course,
        root: row.root,
        matched: row.name_match ? ('name' as const) : ('text' as const),
      }
    }),
    total: Number(rows[0]?.total ?? 0),
  }
}
