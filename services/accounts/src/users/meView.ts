import type { AccountsDb } from '../db/schema.ts'
import { balanceOf } from '../db/wallets.ts'
import { signedInProfile } from './signedInProfile.ts'
import { toAccountUser } from './toAccountUser.ts'

/** `GET /api/private/me`: the signed-in user as they see themselves, and their balance (VND). */
export async function meView(db: AccountsDb, userId: string) {
  const user = await signedInProfile(db, userId)
  return { user: toAccountUser(user), account: { balance: await balanceOf(db, user.id) } }
}
