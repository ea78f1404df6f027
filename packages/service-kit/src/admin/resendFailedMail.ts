import type { Kysely } from 'kysely'
import type { Outbox } from '../outbox/Outbox.ts'
import { countOutboxMail, requeueFailedMail } from '../outbox/outboxQueries.ts'

/**
 * `admin mail resend` of every service: failed mail (its tries used up, e.g. a long SMTP outage) goes back in the
 * queue with fresh tries and is sent from this process at once; what fails again stays failed.
 */
export async function resendFailedMail<DB>(session: { db: Kysely<DB>; outbox: Outbox }): Promise<string> {
  const db = session.db as Kysely<unknown>
  const requeued = await requeueFailedMail(db)
  await session.outbox.drain()
  const counts = await countOutboxMail(db)
  return `Failed mails queued again: ${requeued}. Now pending: ${counts.pending}; failed: ${counts.failed}.\n`
}
