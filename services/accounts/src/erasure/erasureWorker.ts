import { EraseUserResult } from '@unikit/contracts/accounts'
import { createServiceClient, oneRunAtATime, retryDelayMs, type ServiceClient } from '@unikit/service-kit'
import type { AccountsApp } from '../AccountsApp.ts'
import { claimDueErasureJobs, type ErasureJob, markErasureDone, markErasureRetry } from '../db/erasureJobs.ts'
import { erasureTargets } from './erasureTargets.ts'

const BATCH = 20
/** Longer than one call can last (the client gives up after CALL_TIMEOUT_MS). */
const LEASE_MS = 60_000
const CALL_TIMEOUT_MS = 20_000

export interface ErasureWorker {
  /** Looks for due jobs soon (after a deletion wrote some). */
  poke(): void
  /** Delivers every job due now; resolves when none is left. */
  drain(): Promise<void>
}

/**
 * Delivers the erasure jobs of deleted accounts (docs/decisions/0630-delete-my-account.md): each to its
 * service's `POST /internal/privacy/erase-user`, again and again with a doubling delay until it answers 2xx.
 * Every instance runs one; leases keep two from calling for the same job at once, and the erase is idempotent,
 * so a job delivered twice after a crash is harmless. Stops with the app.
 */
export function startErasureWorker(app: AccountsApp): ErasureWorker {
  const { config, db } = app
  const log = app.log.child({ component: 'erasure' })
  const clients = new Map<string, ServiceClient>()
  for (const [name, baseUrl] of erasureTargets(config.ERASURE_SERVICES)) {
    clients.set(
      name,
      createServiceClient({
        baseUrl,
        name,
        timeoutMs: CALL_TIMEOUT_MS,
        ...(config.INTERNAL_TOKEN ? { internalToken: config.INTERNAL_TOKEN } : {}),
      }),
    )
  }

  const deliver = async (job: ErasureJob) => {
    try {
      const client = clients.get(job.service)
      if (!client) throw new Error(`${job.service} is not in ERASURE_SERVICES`)
      const answer = await client.post('/internal/privacy/erase-user', {
        response: EraseUserResult,
        body: { userId: job.userId, email: job.email },
      })
      await markErasureDone(db, job.id)
      log.info({ job: job.id, service: job.service, changed: answer.changed }, 'erasure delivered')
    } catch (error) {
      const delay = retryDelayMs(job.attempts, config.ERASURE_RETRY_BASE_MS, config.ERASURE_RETRY_MAX_MS)
      const message = error instanceof Error ? error.message : String(error)
      await markErasureRetry(db, job.id, message, delay)
      log.warn({ job: job.id, service: job.service, attempts: job.attempts, err: message }, 'erasure retry')
    }
  }

  const pass = async () => {
    for (;;) {
      const jobs = await claimDueErasureJobs(db, BATCH, LEASE_MS)
      await Promise.all(jobs.map(deliver))
      if (jobs.length < BATCH) return
    }
  }
  const { run, drain, stop } = oneRunAtATime(pass, (error) => log.warn({ err: error }, 'erasure pass failed'))

  const timer = setInterval(() => void run(), config.ERASURE_INTERVAL_MS)
  timer.unref()
  app.addHook('preClose', async () => {
    clearInterval(timer)
    await stop()
  })
  return {
    poke: () => void run(),
    drain,
  }
}
