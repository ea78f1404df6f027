import { ErrorBody } from '@unikit/contracts'
import { EraseUserBody, EraseUserResult } from '@unikit/contracts/accounts'
import type { Kysely, Transaction } from 'kysely'
import { eraseNotices } from '../notices/noticeQueries.ts'
import type { ServicePlugin } from '../serviceTypes.ts'
import { eraseOutboxMail } from './eraseOutboxMail.ts'

/** Who is erased: the account's id and the address it had (records kept by address: gift claims, mail). */
export interface ErasedUser {
  userId: string
  email: string
}

/** A service's own share: changes rows in `trx` and says how many of each kind. */
export type EraseUser = (trx: Transaction<unknown>, user: ErasedUser) => Promise<Record<string, number>>

/**
 * `POST /internal/privacy/erase-user`: what accounts' erasure worker calls for a deleted account
 * (docs/decisions/0630-delete-my-account.md). The service's own `eraseUser` and the kit's mail and notice scrub run in one
 * transaction, so an erase is whole or not at all; it must be idempotent, as the worker repeats it until it
 * gets a 2xx. Files discarded in it leave storage at once after the commit (else at the next sweep).
 */
export const eraseUserRoute: ServicePlugin<{
  service: string
  db: Kysely<unknown>
  erase: EraseUser | undefined
  sweepFiles: () => Promise<number>
}> = async (app, { service, db, erase, sweepFiles }) => {
  app.post(
    '/internal/privacy/erase-user',
    {
      schema: {
        summary: 'Erases or anonymises what this service keeps about a deleted account',
        tags: ['internal', 'privacy'],
        body: EraseUserBody,
        response: { 200: EraseUserResult, 400: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const user = request.body
      const changed = await db.transaction().execute(async (trx) => ({
        ...(erase ? await erase(trx, user) : {}),
        ...(await eraseOutboxMail(trx, user.email)),
        ...(await eraseNotices(trx, user.userId)),
      }))
      await sweepFiles().catch((error) => request.log.warn({ err: error }, 'sweep after an erase failed'))
      request.log.info({ userId: user.userId, changed }, 'personal data erased')
      return { service, changed }
    },
  )
}
