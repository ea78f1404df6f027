import {
  type UserContact,
  WalletBalanceResult,
  WalletEntryResult,
  WalletLookupResult,
} from '@unikit/contracts/accounts'
import { createServiceClient, fetchUserContacts, type UpstreamFailure } from '@unikit/service-kit'
import type { OrdersConfig } from '../config.ts'

export type DebitOutcome = { ok: true; balance: number } | { ok: false; balance: number }

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
  const entry = (
    kind: 'debit' | 'credit',
    input: { userId: string; amount: number; key: string; reason: string },
  ) =>
    client.post(`/internal/wallet/${kind}`, {
      response: WalletEntryResult,
      body: { userId: input.userId, amount: input.amount, idempotencyKey: input.key, reason: input.reason },
    })
  const balance = async (userId: string) =>
    (await client.post('/internal/wallet/balance', { response: WalletBalanceResult, body: { userId } }))
      .balance

  return {
    /** Takes `amount`, once per key; a balance that does not cover it answers `ok: false` with the balance. */
    async debit(input: {
      userId: string
      amount: number
      key: string
      reason: string
    }): Promise<DebitOutcome> {
      try {
        return { ok: true, balance: (await entry('debit', input)).balance }
      } catch (error) {
        if (upstreamCode(error) !== 'INSUFFICIENT_FUNDS') throw error
        return { ok: false, balance: await balance(input.userId) }
      }
    },
    credit: (input: { userId: string; amount: number; key: string; reason: string }) =>
      entry('credit', input),
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
