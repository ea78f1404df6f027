import { WalletEntryResult } from '@unikit/contracts/accounts'
import type { LedgerKind } from '@unikit/contracts/wallet'
import { createServiceClient } from '@unikit/service-kit'
import type { DriveApp } from '../DriveApp.ts'
import type { DriveDb } from '../db/schema.ts'
import { findReward, markRewardCredited, recordReward } from '../db/uploadRewards.ts'

/** The job kind that pays a reward into the accounts wallet. */
export const REWARD_JOB = 'upload-reward'
/** The wallet's ledger kind of this credit: the statement names it, and it keys the credit once per file. */
export const REWARD_LEDGER_KIND = 'archive_reward' satisfies LedgerKind

/**
 * In the publish's transaction: the uploader earns ARCHIVE_UPLOAD_REWARD_VND for this file, once for ever (a
 * file taken down and restored, or published again, earns nothing more), and a job is asked to pay it
 * (docs/product/archive.md#sharing-is-rewarded).
 */
export async function earnReward(app: DriveApp, trx: DriveDb, item: { id: string; owner_id: string | null }) {
  const amount = app.config.ARCHIVE_UPLOAD_REWARD_VND
  if (!item.owner_id || amount <= 0) return
  if (!(await recordReward(trx, { itemId: item.id, userId: item.owner_id, amount }))) return
  await app.jobs.enqueue(trx, { kind: REWARD_JOB, payload: { id: item.id }, key: `${REWARD_JOB}:${item.id}` })
}

/**
 * The job: credits the wallet through its internal API with an idempotency key made of the file's id, so a
 * retry, a second runner or a crash between the credit and the mark never pays twice.
 */
export async function payReward(app: DriveApp, itemId: string): Promise<void> {
  const reward = await findReward(app.db, itemId)
  if (!reward || reward.credited_at) return
  const accounts = createServiceClient({
    baseUrl: app.config.ACCOUNTS_URL,
    name: 'accounts',
    timeoutMs: 10_000,
    ...(app.config.INTERNAL_TOKEN ? { internalToken: app.config.INTERNAL_TOKEN } : {}),
  })
  const key = `${REWARD_LEDGER_KIND}:${itemId}`
  await accounts.post('/internal/wallet/credit', {
    response: WalletEntryResult,
    body: {
      userId: reward.user_id,
      amount: reward.amount,
      idempotencyKey: key,
      reason: key,
      entryKind: REWARD_LEDGER_KIND,
    },
  })
  await markRewardCredited(app.db, itemId)
}
