import type { AccountUser } from '@unikit/contracts/accounts'
import type { UsersTable } from '../db/schema.ts'

type UserRow = Pick<UsersTable, 'first_name' | 'last_name' | 'email' | 'phone' | 'email_verified_at'> & {
  id: string
}

/** The user as answers show it: an allow-list, so the password hash and role never leave. */
export function toAccountUser(row: UserRow): AccountUser {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    verified: row.email_verified_at !== null,
  }
}

export const userColumns = ['id', 'first_name', 'last_name', 'email', 'phone', 'email_verified_at'] as const
