import type { AccountsDb } from './schema.ts'

/**
 * Sets when an account confirmed its address: the testing kit's students who have been verified for a while, for
 * the rules that trust older accounts more (feedback's reports, docs/product/feedback.md#reports).
 */
export async function setVerifiedAt(db: AccountsDb, userId: string, at: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: at }).where('id', '=', userId).execute()
}
