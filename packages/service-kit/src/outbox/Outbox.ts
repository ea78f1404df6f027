import type { Kysely } from 'kysely'
import type { OutgoingMail } from './outboxQueries.ts'

/** `app.outbox`: mail as rows of the service's own database (docs/product/platform.md#mail). */
export interface Outbox {
  /**
   * Adds a mail in `db`, which should be the transaction of the change that causes it: the mail leaves only if
   * that change commits, and no request ever waits for SMTP.
   */
  enqueue<DB>(db: Kysely<DB>, mail: OutgoingMail): Promise<void>
  /** Wakes the sender after a mail was written with `insertOutboxMailFrom` (one statement, no `enqueue`). */
  poke(): void
  /** Sends what is due now (tests, admin commands); a running service needs no call. */
  drain(): Promise<void>
}
