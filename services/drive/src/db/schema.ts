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
  helpful_marks: HelpfulMarksTable
  daily_downloads: DailyDownloadsTable
  upload_rewards: UploadRewardsTable
  imports: ImportsTable
  import_rows: ImportRowsTable
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
  /** Files: the year and semester (1–3) the work was written, what kind of work it is, a note about it. */
  year: number | null
  semester: number | null
  sample_kind: string | null
  description: string | null
  /** Files: the first-page preview (WebP), made by a background job after the file is stored. */
  thumbnail_object_id: string | null
  /** Students who marked it Helpful; downloads counted once per student per day. */
  helpful_count: ColumnType<number, never, number>
  download_count: ColumnType<number, never, number>
  /** When it went into the archive: "newest" sorts by it. */
  published_at: ColumnType<Date, Date | undefined, Date>
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

export interface HelpfulMarksTable {
  user_id: string
  item_id: string
  created_at: ColumnType<Date, never, never>
}

export interface DailyDownloadsTable {
  item_id: string
  user_id: string
  /** 'YYYY-MM-DD', the day in Vietnam's time. */
  day: string
}

/** The reward for sharing, once per published upload (docs/product/archive.md#sharing-is-rewarded). */
export interface UploadRewardsTable {
  item_id: string
  user_id: string
  amount: number
  created_at: ColumnType<Date, never, never>
  credited_at: Date | null
}

export type ImportStatus = 'checking' | 'checked' | 'importing' | 'done' | 'failed'
export type ImportRowStatus = 'new' | 'duplicate' | 'error' | 'imported'

/** A staff import of a zip of files with a `manifest.csv` (docs/product/archive.md#bulk-import). */
export interface ImportsTable {
  id: Generated<string>
  fingerprint: string
  name: string
  /** A zip sent from the desk waits in storage; the command reads its own file. */
  object_id: string | null
  /** The folder inside the zip that holds manifest.csv: the rows' paths are relative to it. */
  base: ColumnType<string, string | undefined, string>
  created_by: string
  status: ColumnType<ImportStatus, ImportStatus | undefined, ImportStatus>
  error: string | null
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, Date | undefined, Date>
}

/** One line of an import's manifest, with what the dry run found and what the import did. */
export interface ImportRowsTable {
  import_id: string
  /** The manifest's line number (the header is line 1). */
  line: number
  path: string
  title: string
  /** The course code or major as the manifest wrote it. */
  place: string
  folder_id: string | null
  year: number | null
  semester: number | null
  sample_kind: string | null
  description: string | null
  status: ImportRowStatus
  reason: string | null
  item_id: string | null
  /** When the row's outcome went into the audit log; a resumed import skips the rows already logged. */
  logged_at: Date | null
}
