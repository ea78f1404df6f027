import type { DriveItem } from '@unikit/contracts/drive'
import type { ItemRow, ListedRow } from '../db/items.ts'

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
    size: row.size === null ? null : Number(row.size),
    page_count: row.page_count,
    status: row.status,
    file_count: row.file_count === null ? null : Number(row.file_count),
    starred: viewer.starred.has(row.id),
    mine: row.owner_id !== null && row.owner_id === viewer.userId,
    created_at: row.created_at.toISOString(),
  }
}

/** An item as one answer or the desk shows it, without the list's extras: no file count, not starred. */
export function toPlainDriveItem(row: ItemRow, userId: string): DriveItem {
  return toDriveItem({ ...row, file_count: null }, { userId, starred: new Set() })
}
