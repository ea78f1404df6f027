import type { ColumnType, Generated } from 'kysely'

/** The accounts schema's tables, as Kysely sees them. */
export interface AccountsDatabase {
  users: UsersTable
}

export interface UsersTable {
  id: Generated<string>
  /** Stored as entered; unique without regard to case. */
  email: string
  first_name: string
  last_name: string
  phone: string | null
  /** argon2id; never leaves the service (response schemas leave it out). */
  password_hash: string
  created_at: ColumnType<Date, never, never>
  updated_at: ColumnType<Date, never, Date>
}

declare module '@unikit/service-kit' {
  interface ServiceDatabase extends AccountsDatabase {}
}
