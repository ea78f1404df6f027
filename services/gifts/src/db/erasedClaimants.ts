import { sql, type Transaction } from 'kysely'
import type { GiftsDatabase } from './schema.ts'

/**
 * A deleted account's claims stay (a gift was given, its code, its campaign: the stock and the prize records
 * add up) under an address of their own that reaches no one. `emailKey` is the normalised address.
 */
export async function anonymiseClaims(trx: Transaction<GiftsDatabase>, emailKey: string): Promise<number> {
  const erased = sql<string>`'erased-' || id || '@invalid'`
  const result = await trx
    .updateTable('gift_claims')
    .set({ email: erased, mail_to: erased })
    .where('email', '=', emailKey)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}
