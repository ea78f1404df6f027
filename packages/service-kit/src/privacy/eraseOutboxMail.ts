import { type Kysely, sql } from 'kysely'
import { kitDb } from '../kitSchema/kitDb.ts'

/** What a sent mail's row keeps once its addressee deleted their account: that a mail of this kind left. */
export const ERASED_ADDRESS = 'erased@invalid'

/**
 * The kit's share of erasing a deleted account (docs/decisions/0630-delete-my-account.md), in every service:
 * mail still waiting for the address is dropped (a deleted account is mailed nothing more), and mail already
 * sent or given up keeps its kind and subject but loses the address and the text. Addresses compare
 * case-insensitively, as sign-up does.
 */
export async function eraseOutboxMail<DB>(trx: Kysely<DB>, email: string): Promise<Record<string, number>> {
  const address = sql<boolean>`lower(to_address) = ${email.trim().toLowerCase()}`
  const dropped = await kitDb(trx)
    .deleteFrom('kit_mail_outbox')
    .where('status', '=', 'pending')
    .where(address)
    .executeTakeFirst()
  const scrubbed = await kitDb(trx)
    .updateTable('kit_mail_outbox')
    .set({ to_address: ERASED_ADDRESS, text_body: '', html_body: null, last_error: null })
    .where(address)
    .executeTakeFirst()
  return { mailDropped: Number(dropped.numDeletedRows), mailScrubbed: Number(scrubbed.numUpdatedRows) }
}
