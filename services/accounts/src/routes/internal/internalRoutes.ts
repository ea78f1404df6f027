import { ErrorBody } from '@unikit/contracts'
import {
  IntrospectBody,
  IntrospectResult,
  WalletEntryBody,
  WalletEntryResult,
  WalletNoteBody,
} from '@unikit/contracts/accounts'
import type { AccountsApp } from '../../AccountsApp.ts'
import { findSession } from '../../sessions/findSession.ts'
import { applyEntry } from '../../wallet/applyEntry.ts'

/**
 * Service-to-service calls under `/internal` (never proxied by the public origin; when INTERNAL_TOKEN is set
 * the kit requires it in `x-internal-token`).
 */
export function internalRoutes(app: AccountsApp) {
  const { db } = app

  app.post(
    '/internal/sessions/introspect',
    {
      schema: {
        summary: 'Whether a bearer token is a live session, and whose',
        tags: ['internal'],
        body: IntrospectBody,
        response: { 200: IntrospectResult, 403: ErrorBody },
      },
    },
    async (request) => {
      const session = await findSession(db, request.body.token)
      if (!session) return { active: false as const }
      return {
        active: true as const,
        userId: session.userId,
        verified: session.verified,
        verifiedAt: session.verifiedAt?.toISOString() ?? null,
        role: session.role,
        expiresAt: session.expiresAt.toISOString(),
      }
    },
  )

  const entrySchema = (summary: string) => ({
    summary,
    tags: ['internal'],
    body: WalletEntryBody,
    response: { 200: WalletEntryResult, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
  })

  app.post(
    '/internal/wallet/credit',
    { schema: entrySchema('Adds to a balance, once per idempotency key') },
    async (request) => applyEntry(db, 'credit', request.body),
  )

  app.post(
    '/internal/wallet/debit',
    { schema: entrySchema('Takes from a balance, never below zero (409 INSUFFICIENT_FUNDS), once per key') },
    async (request) => applyEntry(db, 'debit', request.body),
  )

  app.post(
    '/internal/wallet/note',
    {
      schema: {
        summary:
          'Adds a line to the statement that moves nothing (a top-up asked for or refused), once per key',
        tags: ['internal'],
        body: WalletNoteBody,
        response: { 200: WalletEntryResult, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => applyEntry(db, 'note', { ...request.body, amount: 0 as const }),
  )
}
