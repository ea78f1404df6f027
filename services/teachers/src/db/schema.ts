import type { ColumnType, Generated } from 'kysely'

/** The teachers schema's tables, as Kysely sees them. */
export interface TeachersDatabase {
  teachers: TeachersTable
}

export interface TeachersTable {
  id: Generated<number>
  fullname: string
  major: string | null
  campus: string | null
  bio: string | null
  hobbies: string | null
  /** Teaching style, as shown on the lecturer card. */
  style: string | null
  /** A drive item id for the avatar image. */
  avatar_id: string | null
  created_at: ColumnType<Date, never, never>
}
