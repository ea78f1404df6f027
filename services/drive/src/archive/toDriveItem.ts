import type { DriveItem, FolderRef } from '@unikit/contracts/drive'
import type { ItemRow, ListedRow } from '../db/items.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'
import { thumbnailUrl } from './fileUrls.ts'

/** What a row needs beside itself to be answered: the reader's marks, its course, the link signer. */
export interface ItemContext {
  userId: string
  links: FileLinkSigner
  starred: ReadonlySet<string>
  helpful: ReadonlySet<string>
  courses: ReadonlyMap<string, FolderRef>
}

/** A row as the archive remote reads it; `mine` marks the reader's own uploads. */
export function toDriveItem(row: ListedRow, context: ItemContext): DriveItem {
  const top = row.ancestors[0]
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
    starred: context.starred.has(row.id),
    mine: row.owner_id !== null && row.owner_id === context.userId,
    created_at: row.created_at.toISOString(),
    published_at: row.kind === 'file' && row.status === 'published' ? row.published_at.toISOString() : null,
    course: (top && context.courses.get(top)) || null,
    year: row.year,
    semester: row.semester,
    sample_kind: row.sample_kind,
    thumbnail_url: thumbnailUrl(row, context.links),
    helpful_count: row.helpful_count,
    helpful: context.helpful.has(row.id),
    download_count: row.download_count,
  }
}

/** An item as one answer or the desk shows it, without the list's extras: no file count, no marks, no course. */
export function toPlainDriveItem(row: ItemRow, reader: { userId: string; links: FileLinkSigner }): DriveItem {
  return toDriveItem(
    { ...row, file_count: null },
    { ...reader, starred: new Set(), helpful: new Set(), courses: new Map() },
  )
}
