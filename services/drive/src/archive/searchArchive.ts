import type { DriveSearchQuery } from '@unikit/contracts/drive'
import { nameSearch } from '@unikit/service-kit'
import { foldersById } from '../db/folders.ts'
import type { DriveDb } from '../db/schema.ts'
import { searchItems } from '../db/searchItems.ts'
import { toDriveItems } from './toDriveItems.ts'

/**
 * Archive search (docs/decisions/0612-archive-search.md): one page of published items matching the folded query
 * by name or by the text inside, each with the course or major it sits under and what matched.
 */
export async function searchArchive(db: DriveDb, userId: string, query: DriveSearchQuery) {
  const { q, folder_id, root, type, page, page_size } = query
  const name = nameSearch(q)
  if (!name) return { data: [], total: 0 }
  const rows = await searchItems(db, {
    name,
    folderId: folder_id,
    root,
    type,
    limit: page_size,
    offset: (page - 1) * page_size,
  })
  const items = await toDriveItems(db, userId, rows)
  const folders = await foldersById(
    db,
    rows.flatMap((row) => row.ancestors.slice(0, 1)),
  )
  return {
    data: items.map((item, index) => {
      const row = rows[index] as (typeof rows)[number]
      const top = row.ancestors[0]
      return {
        ...item,
        folder: (top && folders.get(top)) || null,
        root: row.root,
        matched: row.name_match ? ('name' as const) : ('text' as const),
      }
    }),
    total: Number(rows[0]?.total ?? 0),
  }
}
