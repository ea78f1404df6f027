import type { AccountUser, Role } from '@unikit/contracts/accounts'
import type { UsersTable } from '../db/schema.ts'

type UserRow = Pick<UsersTable, 'first_name' | 'last_name' | 'email' | 'phone' | 'email_verified_at'> & {
  id: string
  role: Role
}

/** The user as answers show it, to that user: an allow-list, so the password hash never leaves. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    verified: row.email_verified_at !== null,
    role: row.role,
  }
}
