import { DeliverNoticesResult, NOTICE_BATCH_MAX } from '@unikit/contracts/notifications'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServiceClient } from '../client/createServiceClient.ts'
import { oneRunAtATime } from '../jobs/oneRunAtATime.ts'
import { retryDelayMs } from '../jobs/retryDelayMs.ts'
import { runTimers } from '../jobs/runTimers.ts'
import {
  type ClaimedNotice,
  claimDueNotices,
  markNoticesDelivered,
  markNoticesRetry,
  purgeDeliveredNotices,
} from './noticeQueries.ts'

export interface NoticeSenderSettings {
  /** How often the sender looks for due notices (a new notice also wakes it). */
  intervalMs: number
  /** The first retry's delay; each further one doubles, up to `maxDelayMs`. */
  retryBaseMs: number
  maxDelayMs: number
}

export interface NoticeSender {
  /** Looks for due notices soon (after one was added). */
  poke(): void
  /** Delivers every notice due now; resolves when none is left or a delivery failed. */
  drain(): Promise<void>
  /** Stops the timers and waits for the delivery under way. */
  stop(): Promise<void>
}

/** Longer than one call can last (the client gives up after 10 s). */
const LEASE_MS = 30_000
const RETENTION_DAYS = 7
const PURGE_EVERY_MS = 60 * 60_000

/**
 * Delivers one service's notices to the accounts inbox (`POST /internal/notifications/deliver`), a batch per call,
 * until each is accepted (docs/decisions/0742-one-notifications-module.md). Every instance runs one; leases keep
 * two from sending the same notice at once, and the inbox keeps a notice once by its id, so a batch sent again
 * after a crash is harmless. A failed call is retried with a doubling delay, never given up.
 */
export function createNoticeSender(options: {
  db: Kysely<unknown>
  service: string
  accounts: ServiceClient
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  settings: NoticeSenderSettings
}): NoticeSender {
  const { db, service, accounts, log, settings } = options
  let stopped = false
  /** Hands one batch to the inbox; false when the call failed (the batch waits for its retry). */
  const deliver = async (batch: ClaimedNotice[]): Promise<boolean> => {
    try {
      const notices = batch.map(({ row: _row, attempts: _attempts, ...notice }) => notice)
      const answer = await accounts.post('/internal/notifications/deliver', {
        response: DeliverNoticesResult,
        body: { service, notices },
      })
      await markNoticesDelivered(
        db,
        batch.map((notice) => notice.row),
      )
      log.info({ notices: batch.length, added: answer.added }, 'notices delivered')
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      // Rows taken together may have been tried a different number of times: each waits its own delay.
      const byAttempts = Map.groupBy(batch, (notice) => notice.attempts)
      for (const [attempts, notices] of byAttempts) {
        const delay = retryDelayMs(attempts, settings.retryBaseMs, settings.maxDelayMs)
        await markNoticesRetry(
          db,
          notices.map((notice) => notice.row),
          message,
          delay,
        )
      }
      log.warn({ notices: batch.length, err: message }, 'notice delivery will be retried')
      return false
    }
  }

  /** One pass: batches until one comes back short, or a delivery fails (the inbox is away: wait for the timer). */
  const pass = async () => {
    for (;;) {
      const batch = await claimDueNotices(db, NOTICE_BATCH_MAX, LEASE_MS)
      if (batch.length === 0) return
      if (!(await deliver(batch)) || batch.length < NOTICE_BATCH_MAX || stopped) return
    }
  }
  const runs = oneRunAtATime(pass, (error) => log.error({ err: error }, 'notice sender pass failed'))
  const timers = runTimers(() => void runs.run(), settings.intervalMs)
  const purge = setInterval(() => {
    purgeDeliveredNotices(db, RETENTION_DAYS).catch((error) =>
      log.warn({ err: error }, 'notice purge failed'),
    )
  }, PURGE_EVERY_MS)
  purge.unref()

  return {
    poke: timers.poke,
    drain: runs.drain,
    async stop() {
      stopped = true
      timers.stop()
      clearInterval(purge)
      await runs.stop()
    },
  }
}
