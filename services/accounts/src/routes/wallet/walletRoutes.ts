import { ErrorBody } from '@unikit/contracts'
import { Statement, StatementQuery } from '@unikit/contracts/wallet'
import type { AccountsApp } from '../../AccountsApp.ts'
import { statement } from '../../wallet/statement.ts'

/** The signed-in student's wallet as they read it (docs/product/accounts.md#statement). */
export function walletRoutes(app: AccountsApp) {
  app.get(
    '/api/private/wallet/statement',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Every movement of the balance, newest first, a page at a time, with the balance it ends at',
        tags: ['wallet'],
        querystring: StatementQuery,
        response: { 200: Statement, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => statement(app.db, request.user.userId, request.query.page, request.query.page_size),
  )
}
