import { sql } from 'kysely'
import { type PrizeMailContext, sendPrizeMail } from '../claims/sendPrizeMail.ts'

/**
 * Sends the prize mails that have not left yet (an SMTP outage, a crash); one at a time, oldest first.
 * Claims younger than `settleSeconds` may still have their first mail in flight, so they are left alone.
 */
export async function resendPendingMail(
  context: PrizeMailContext,
  { settleSeconds = 60, timeoutMs = 30_000 } = {},
): Promise<{ sent: number; failed: number }> {
  const pending = await context.db
    .selectFrom('gift_claims')
    .innerJoin('campaigns', 'campaigns.id', 'gift_claims.campaign_id')
    .select([
      'gift_claims.id',
      'gift_claims.gift',
      'gift_claims.code',
      'gift_claims.mail_to',
      'campaigns.name',
      'campaigns.year',
    ])
    .where('gift_claims.mail_sent_at', 'is', null)
    .where('gift_claims.code', 'is not', null)
    .where('gift_claims.created_at', '<', sql<Date>`now() - make_interval(secs => ${settleSeconds})`)
    .orderBy('gift_claims.id')
    .execute()
  let sent = 0
  for (const claim of pending) {
    const left = await sendPrizeMail(
      context,
      {
        id: claim.id,
        gift: claim.gift,
        code: claim.code,
        mailTo: claim.mail_to,
        campaign: { name: claim.name, year: claim.year },
      },
      timeoutMs,
    )
    if (left) sent++
  }
  return { sent, failed: pending.length - sent }
}
