import { isPrizeKind } from '@unikit/contracts/gifts'
import type { Mail, Mailer, ServiceApp } from '@unikit/service-kit'
import { prizeMail } from './prizeMail.ts'

/** What sending a prize mail needs: the service's, or the admin command's. */
export interface PrizeMailContext {
  db: ServiceApp['db']
  mailer: Mailer
  publicUrl: string
  /** Told about a mail that could not be sent (it stays pending) or not recorded as sent. */
  report: (problem: string, claimId: number, error: unknown) => void
}

export interface PrizeMailClaim {
  id: number
  gift: string
  code: string | null
  mailTo: string
  campaign: { name: string; year: number }
}

/**
 * Sends a claim's prize mail and records that it left. Waits at most `timeoutMs`; a slower mail is still
 * recorded when it does leave, and one that fails stays pending for `admin mail resend`. Resolves to whether
 * the mail has left; never rejects (the claim itself is already safe in the database).
 */
export async function sendPrizeMail(
  context: PrizeMailContext,
  claim: PrizeMailClaim,
  timeoutMs: number,
): Promise<boolean> {
  if (!claim.code || !isPrizeKind(claim.gift)) return true
  const mail = prizeMail({
    to: claim.mailTo,
    gift: claim.gift,
    code: claim.code,
    campaign: claim.campaign,
    publicUrl: context.publicUrl,
  })
  const delivery = deliver(context, claim.id, mail)
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs)
  })
  try {
    return await Promise.race([delivery, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function deliver(context: PrizeMailContext, claimId: number, mail: Mail): Promise<boolean> {
  try {
    await context.mailer.send(mail)
  } catch (error) {
    context.report('prize mail not sent; it stays pending', claimId, error)
    return false
  }
  try {
    await context.db
      .updateTable('gift_claims')
      .set({ mail_sent_at: new Date() })
      .where('id', '=', claimId)
      .where('mail_sent_at', 'is', null)
      .execute()
  } catch (error) {
    context.report('prize mail sent but not recorded as sent', claimId, error)
  }
  return true
}
