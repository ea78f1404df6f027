import type { ItemStatus } from '@unikit/contracts/drive'
import type { ColumnType, Generated, Kysely } from 'kysely'

/** Parent ids that are not items: the roots the archive screens list (docs/product/archive.md#folders). */
export const driveRoots = ['core', 'tmp', 'major', 'node'] as const
export const itemKinds = ['folder', 'file'] as const
export type ItemRoot = 'core' | 'major' | 'tmp'

/** The drive database or a transaction on it: what every query function in `db/` takes. */
export type DriveDb = Kysely<DriveDatabase>

/** The drive schema's tables, as Kysely sees them. */
export interface DriveDatabase {
  items: ItemsTable
  stars: StarsTable
  item_reports: ItemReportsTable
}

export interface ItemsTable {
  id: Generated<string>
  /** Another item's id, or one of the roots. */
  parent_id: string
  name: string
  code: string | null
  kind: (typeof itemKinds)[number]
  /** Files only: the type sniffed from the content on upload. */
  mime_type: string | null
  /** The uploader, an accounts user id; null for items the archive ships with or staff made. */
  owner_id: string | null
  created_at: ColumnType<Date, never, never>
  status: ColumnType<ItemStatus, ItemStatus | undefined, ItemStatus>
  root: ColumnType<ItemRoot, ItemRoot | undefined, ItemRoot>
  /** The folders above the item, from the root down; kept in step by publish and move. */
  ancestors: ColumnType<string[], string[] | undefined, string[]>
  /** Files: the object in storage. */
  object_id: string | null
  size: ColumnType<number | null, number | null | undefined, number | null>
  sha256: string | null
  page_count: number | null
  view_count: ColumnType<number, never, number>
  /** The name and code folded for search (`foldText`). */
  search_name: ColumnType<string, string | undefined, string>
  /** PDFs: the text inside, folded, for full-text search. */
  search_text: string | null
  search_vector: ColumnType<string, never, never>
  /** Uploads: the course or major the student chose. */
  requested_folder_id: string | null
  rights_confirmed_at: Date | null
  reject_reason: string | null
  reviewed_by: string | null
  reviewed_at: Date | null
  updated_at: ColumnType<Date, Date | undefined, Date>
}

export interface StarsTable {
  user_id: string
  item_id: string
  created_at: ColumnType<Date, never, never>
}

export interface ItemReportsTable {
  id: Generated<string>
  item_id: string
  reporter_id: string
  reason: 'copyright' | 'wrong_course' | 'offensive' | 'other'
  note: string
  created_at: ColumnType<Date, never, never>
  resolved_at: Date | null
  outcome: string | null
}
