import type { DriveItem } from '@unikit/contracts/drive'
import type { ListedRow } from '../db/items.ts'

/** A row as the archive remote reads it; `mine` marks the reader's own uploads. */
export function toDriveItem(
  row: ListedRow,
  viewer: { userId: string; starred: ReadonlySet<string> },
): DriveItem {
  return {
    id: row.id,
    parent_id: row.parent_id,
    type: row.kind,
    name: row.name,
    code: row.code,
    mime_type: row.mime_type,
    attrs: { type: row.mime_type },
    size: row.size === null ? null : Number(row.size),
    page_count: row.page_count,
    status: row.status,
    file_count: row.file_count === null ? null : Number(row.file_count),
    starred: viewer.starred.has(row.id),
    mine: row.owner_id !== null && row.owner_id === viewer.userId,
    created_at: row.created_at.toISOString(),
  }
}
