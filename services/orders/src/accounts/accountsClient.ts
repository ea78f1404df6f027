import {
  type UserContact,
  WalletBalanceResult,
  WalletEntryResult,
  WalletLookupResult,
} from '@unikit/contracts/accounts'
import type { LedgerKind } from '@unikit/contracts/wallet'
import { createServiceClient, fetchUserContacts, type UpstreamFailure } from '@unikit/service-kit'
import type { OrdersConfig } from '../config.ts'

export type DebitOutcome = { ok: true; balance: number } | { ok: false; balance: number }

/** One wallet entry: its key makes it once; its kind and subject make its line of the statement. */
export interface WalletEntry {
  userId: string
  amount: number
  key: string
  reason: string
  entryKind: LedgerKind
  subjectId: string
}

/**
 * The accounts service as orders use it: the wallet (every charge and credit carries the order's own idempotency
 * key, so a retry applies once: docs/product/accounts.md#wallet) and where to mail a student.
 */
export function accountsClient(config: OrdersConfig) {
  const client = createServiceClient({
    baseUrl: config.ACCOUNTS_URL,
    name: 'accounts',
    timeoutMs: 10_000,
    ...(config.INTERNAL_TOKEN ? { internalToken: config.INTERNAL_TOKEN } : {}),
  })
  const entry = (kind: 'debit' | 'credit', input: WalletEntry) =>
    client.post(`/internal/wallet/${kind}`, {
      response: WalletEntryResult,
      body: {
        userId: input.userId,
        amount: input.amount,
        idempotencyKey: input.key,
        reason: input.reason,
        entryKind: input.entryKind,
        subjectId: input.subjectId,
      },
    })
  const balance = async (userId: string) =>
    (await client.post('/internal/wallet/balance', { response: WalletBalanceResult, body: { userId } }))
      .balance

  return {
    /** Takes `amount`, once per key; a balance that does not cover it answers `ok: false` with the balance. */
    async debit(input: WalletEntry): Promise<DebitOutcome> {
      try {
        return { ok: true, balance: (await entry('debit', input)).balance }
      } catch (error) {
        if (upstreamCode(error) !== 'INSUFFICIENT_FUNDS') throw error
        return { ok: false, balance: await balance(input.userId) }
      }
    },
    credit: (input: WalletEntry) => entry('credit', input),
    /** A line of the statement that moves nothing (a top-up asked for or refused), once per key. */
    note: (input: Omit<WalletEntry, 'amount'> & { notedAmount: number | null }) =>
      client.post('/internal/wallet/note', {
        response: WalletEntryResult,
        body: {
          userId: input.userId,
          idempotencyKey: input.key,
          reason: input.reason,
          entryKind: input.entryKind,
          subjectId: input.subjectId,
          ...(input.notedAmount ? { notedAmount: input.notedAmount } : {}),
        },
      }),
    lookup: (key: string) =>
      client.post('/internal/wallet/lookup', { response: WalletLookupResult, body: { idempotencyKey: key } }),
    balance,
    contacts: (userIds: string[]): Promise<Map<string, UserContact>> => fetchUserContacts(client, userIds),
  }
}

export type AccountsClient = ReturnType<typeof accountsClient>

function upstreamCode(error: unknown): string | undefined {
  return (error as { upstream?: UpstreamFailure }).upstream?.error?.code
}
