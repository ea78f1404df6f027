import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import { oneRunAtATime } from '../jobs/oneRunAtATime.ts'
import { retryDelayMs } from '../jobs/retryDelayMs.ts'
import { runTimers } from '../jobs/runTimers.ts'
import type { Mailer } from '../mail/Mailer.ts'
import {
  type ClaimedMail,
  claimDueMail,
  markMailAttemptFailed,
  markMailSent,
  purgeSentMail,
} from './outboxQueries.ts'

export interface MailSenderSettings {
  /** How often the sender looks for due mail (a new mail also wakes it at once). */
  intervalMs: number
  /** Tries before a mail is marked failed and waits for a person. */
  maxAttempts: number
  /** The first retry's delay; each further one doubles, up to `maxDelayMs`. */
  retryBaseMs: number
  maxDelayMs: number
  /** How long a taken mail is this sender's: longer than one SMTP conversation can last. */
  leaseMs: number
  /** Mails on the wire at once (the SMTP pool's connections). */
  concurrency: number
  retentionDays: number
}

export interface MailSender {
  /** Looks for due mail soon (after a mail was added). */
  poke(): void
  /** Sends every mail that is due now, including what comes due meanwhile; resolves when none is left. */
  drain(): Promise<void>
  /** Stops the timers and waits for the mail on the wire. */
  stop(): Promise<void>
}

const PURGE_EVERY_MS = 60 * 60_000

/**
 * Delivers the outbox of one service process. Every instance runs one; they share the rows through leases taken
 * with `for update skip locked`, so no mail is sent by two of them. A failed try is retried with exponential
 * backoff; after the last one the mail is `failed` and waits for staff (docs/product/platform.md#mail).
 */
export function createMailSender(options: {
  db: Kysely<unknown>
  transport: Mailer
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  settings: MailSenderSettings
}): MailSender {
  const { db, transport, log, settings } = options
  let stopped = false

  /** Sends one mail; true when it left. A failure is recorded at once (its retry time or `failed`). */
  const sendOne = async (mail: ClaimedMail): Promise<boolean> => {
    try {
      await transport.send(mail)
      log.info({ mail: mail.id, kind: mail.kind }, 'mail sent')
      return true
    } catch (error) {
      const last = mail.attempts >= settings.maxAttempts
      const delay = last ? null : retryDelayMs(mail.attempts, settings.retryBaseMs, settings.maxDelayMs)
      const message = error instanceof Error ? error.message : String(error)
      await markMailAttemptFailed(db, mail.id, message, delay)
      log.warn(
        { mail: mail.id, kind: mail.kind, attempts: mail.attempts, err: error },
        last ? 'mail failed' : 'mail retry',
      )
      return false
    }
  }

  /** One pass: batches until a batch comes back short. */
  const pass = async () => {
    const batchSize = settings.concurrency * 4
    for (;;) {
      const batch = await claimDueMail(db, batchSize, settings.leaseMs)
      // What left is marked sent in one statement per batch: under load, one query instead of one per mail.
      const sent: string[] = []
      await inParallel(batch, settings.concurrency, async (mail) => {
        if (await sendOne(mail)) sent.push(mail.id)
      })
      await markMailSent(db, sent)
      if (batch.length < batchSize || stopped) return
    }
  }

  const {
    run,
    drain,
    stop: stopRuns,
  } = oneRunAtATime(pass, (error) => log.error({ err: error }, 'mail sender pass failed'))

  const timers = runTimers(() => void run(), settings.intervalMs)
  const purge = setInterval(() => {
    purgeSentMail(db, settings.retentionDays).catch((error) => log.warn({ err: error }, 'mail purge failed'))
  }, PURGE_EVERY_MS)
  purge.unref()

  return {
    poke: timers.poke,
    drain,
    async stop() {
      stopped = true
      timers.stop()
      clearInterval(purge)
      await stopRuns()
    },
  }
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T
      await work(item)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
}
