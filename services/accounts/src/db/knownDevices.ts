import { sql } from 'kysely'
import type { AccountsDb } from './schema.ts'

export async function insertKnownDevice(db: AccountsDb, userId: string, secretHash: string): Promise<string> {
  const row = await db
    .insertInto('known_devices')
    .values({ user_id: userId, secret_hash: secretHash })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The device's id when it is one of the user's and the secret matches. */
export async function findKnownDevice(db: AccountsDb, userId: string, deviceId: string, secretHash: string) {
  const row = await db
    .selectFrom('known_devices')
    .select('id')
    .where('id', '=', deviceId)
    .where('user_id', '=', userId)
    .where('secret_hash', '=', secretHash)
    .executeTakeFirst()
  return row?.id
}

export async function touchKnownDevice(db: AccountsDb, deviceId: string): Promise<void> {
  await db
    .updateTable('known_devices')
    .set({ last_seen_at: sql<Date>`now()` })
    .where('id', '=', deviceId)
    .execute()
}
