import type { ErasedUser } from '@unikit/service-kit'
import type { Transaction } from 'kysely'
import { anonymiseClaims } from '../db/erasedClaimants.ts'
import type { GiftsDatabase } from '../db/schema.ts'
import { normalizeEmail } from '../email/normalizeEmail.ts'
import type { GiftsApp } from '../GiftsApp.ts'

/**
 * A deleted account on the landing (docs/decisions/0630-delete-my-account.md): a claim made with the account's
 * address keeps that a gift was given, not to whom; the prize mail loses its address through the kit.
 */
export async function eraseUser(
  _app: GiftsApp,
  trx: Transaction<GiftsDatabase>,
  user: ErasedUser,
): Promise<Record<string, number>> {
  const key = normalizeEmail(user.email)
  return { claims: key ? await anonymiseClaims(trx, key) : 0 }
}
