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
import { userContacts } from '../../users/userContacts.ts'
import { walletBalance, walletLookup } from '../../wallet/walletLookup.ts'

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
    async (request) => walletLookup(db, request.body.idempotencyKey),
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
    async (request) => ({ balance: await walletBalance(db, request.body.userId) }),
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
    async (request) => ({ data: await userContacts(db, request.body.userIds) }),
  )
}
