import { ErrorBody } from '@unikit/contracts'
import {
  UserContactsBody,
  UserContactsResult,
  WalletBalanceBody,
  WalletBalanceResult,
  WalletLookupBody,
  WalletLookupResult,
} from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { findContacts } from '../../db/users.ts'
import { balanceOf, findLedgerEntryByKey } from '../../db/wallets.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * What other services ask accounts besides sessions and ledger entries: whether a payment went through (a saga's
 * recovery), a balance (to say how much is missing), and where to mail a user. `/internal` only.
 */
export function internalDirectoryRoutes(app: AccountsApp) {
  const { db } = app
  const tags = ['internal']

  app.post(
    '/internal/wallet/lookup',
    {
      schema: {
        summary: 'Whether an idempotency key was applied',
        tags,
        body: WalletLookupBody,
        response: { 200: WalletLookupResult, 403: ErrorBody },
      },
    },
    async (request) => {
      const entry = await findLedgerEntryByKey(db, request.body.idempotencyKey)
      if (!entry) return { found: false as const }
      return {
        found: true as const,
        entryId: String(entry.id),
        userId: entry.user_id,
        kind: entry.kind,
        amount: entry.amount,
      }
    },
  )

  app.post(
    '/internal/wallet/balance',
    {
      schema: {
        summary: 'A user’s balance (VND)',
        tags,
        body: WalletBalanceBody,
        response: { 200: WalletBalanceResult, 403: ErrorBody },
      },
    },
    async (request) => ({
      balance: UUID.test(request.body.userId) ? await balanceOf(db, request.body.userId) : 0,
    }),
  )

  app.post(
    '/internal/users/contact',
    {
      schema: {
        summary: 'Where to mail these users',
        tags,
        body: UserContactsBody,
        response: { 200: UserContactsResult, 403: ErrorBody },
      },
    },
    async (request) => ({
      data: await findContacts(
        db,
        request.body.userIds.filter((id) => UUID.test(id)),
      ),
    }),
  )
}
