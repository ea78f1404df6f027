import { sql } from 'kysely'
import type { AccountsDb, Role, UsersTable } from './schema.ts'

/** What answers show of a user (`toAccountUser`): never the password hash. */
export const profileColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'phone',
  'email_verified_at',
  'role',
] as const

const byEmailKey = (emailKey: string) => sql<boolean>`lower(email) = ${emailKey}`

export function findProfile(db: AccountsDb, userId: string) {
  return db.selectFrom('users').select(profileColumns).where('id', '=', userId).executeTakeFirst()
}

/** The account of a lower-cased address (addresses are unique without regard to case). */
export function findUserByEmailKey(db: AccountsDb, emailKey: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'role', 'password_hash'])
    .where(byEmailKey(emailKey))
    .executeTakeFirst()
}

export async function findPasswordHash(db: AccountsDb, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst()
  return row?.password_hash
}

/** The user's row, locked until the transaction ends: concurrent changes of one account take turns. */
export function lockUser(trx: AccountsDb, userId: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'email_verified_at'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst()
}

export interface NewUser {
  email: string
  first_name: string
  last_name: string
  password_hash: string
  role?: Role
  verified?: boolean
}

/** A new user and their empty wallet; a taken address fails on `users_email_key`. */
export async function insertUser(trx: AccountsDb, user: NewUser): Promise<{ id: string; email: string }> {
  const { verified, ...values } = user
  const created = await trx
    .insertInto('users')
    .values({ ...values, ...(verified ? { email_verified_at: sql<Date>`now()` } : {}) })
    .returning(['id', 'email'])
    .executeTakeFirstOrThrow()
  await trx.insertInto('wallets').values({ user_id: created.id }).execute()
  return created
}

export type ProfileChanges = Pick<UsersTable, 'first_name' | 'last_name' | 'phone' | 'email'>

/** Saves a profile; a new address is unverified until its link is opened. */
export function updateProfile(
  trx: AccountsDb,
  userId: string,
  changes: ProfileChanges,
  emailChanged: boolean,
) {
  return trx
    .updateTable('users')
    .set({ ...changes, updated_at: new Date(), ...(emailChanged ? { email_verified_at: null } : {}) })
    .where('id', '=', userId)
    .returning(profileColumns)
    .executeTakeFirstOrThrow()
}

export async function setPasswordHash(db: AccountsDb, userId: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: new Date() })
    .where('id', '=', userId)
    .execute()
}

/**
 * A new password set through a link mailed to `email`: only while the account still has that address (the link
 * reaching the inbox also proves the address). Returns whether it was set.
 */
export async function setPasswordByLink(
  trx: AccountsDb,
  link: { userId: string; email: string },
  passwordHash: string,
): Promise<boolean> {
  const updated = await trx
    .updateTable('users')
    .set({
      password_hash: passwordHash,
      updated_at: new Date(),
      email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
    })
    .where('id', '=', link.userId)
    .where(byEmailKey(link.email.toLowerCase()))
    .returning('id')
    .executeTakeFirst()
  return updated !== undefined
}

/** Confirms the address a link was sent to, while the account still has it; the address, or undefined. */
export async function confirmEmail(trx: AccountsDb, link: { userId: string; email: string }) {
  const row = await trx
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', link.userId)
    .where(byEmailKey(link.email.toLowerCase()))
    .returning('email')
    .executeTakeFirst()
  return row?.email
}

export async function setRole(db: AccountsDb, userId: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', userId).execute()
}

export async function userExists(db: AccountsDb, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
  return row !== undefined
}

/**
 * The address and first name of each user that exists among `userIds`; a deleted account has none, so no
 * service mails it or shows staff a name for it (docs/decisions/0630-delete-my-account.md).
 */
export async function findContacts(db: AccountsDb, userIds: string[]) {
  if (userIds.length === 0) return []
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where('id', 'in', userIds)
    .where('deleted_at', 'is', null)
    .execute()
  return rows.map((row) => ({ userId: row.id, email: row.email, firstName: row.first_name }))
}
