import type { AccountsDb } from './schema.ts'

export async function insertEmailChange(
  trx: AccountsDb,
  change: { userId: string; oldEmail: string; newEmail: string },
): Promise<void> {
  await trx
    .insertInto('email_changes')
    .values({ user_id: change.userId, old_email: change.oldEmail, new_email: change.newEmail })
    .execute()
}
