import type { ServiceApp } from '@unikit/service-kit'

/** A user's balance in VND: the wallet row kept beside the ledger (0 before any entry). */
export async function balanceOf(db: ServiceApp['db'], userId: string): Promise<number> {
  const wallet = await db
    .selectFrom('wallets')
    .select('balance')
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return wallet?.balance ?? 0
}
