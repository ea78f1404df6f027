import type { ColumnType, Generated } from 'kysely'

/** Parent ids that are not items: the roots the archive screens list (spec §3). */
export const driveRoots = ['core', 'tmp', 'major', 'node'] as const
export const itemKinds = ['folder', 'file'] as const

/** The drive schema's tables, as Kysely sees them. */
export interface DriveDatabase {
  items: ItemsTable
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
  /** The uploader, an accounts user id; null for items the archive ships with. */
  owner_id: string | null
  created_at: ColumnType<Date, never, never>
}
