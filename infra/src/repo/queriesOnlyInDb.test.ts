import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { misplacedQueries } from './queriesOnlyInDb.ts'
import { repoFiles, repoRoot } from './repoFiles.ts'

describe("the services' queries", () => {
  it('are only in db/ in this repository: routes → domain → db/', () => {
    expect(misplacedQueries(repoRoot, repoFiles())).toEqual([])
  })

  describe('on a workspace that puts them everywhere on purpose', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'unikit-queries-'))
    afterAll(() => rmSync(root, { recursive: true, force: true }))
    const files: Record<string, string> = {
      'services/orders/src/routes/order/orderRoutes.ts':
        "const rows = await app.db.selectFrom('orders').execute()",
      'services/orders/src/orders/payOrder.ts': "await trx.updateTable('orders').set({ status }).execute()",
      'services/orders/src/orders/reconcile.ts': 'const due = sql<boolean>`payment_started_at < now()`',
      'services/orders/src/staff/queue.ts': "query.orderBy(sql.raw('deadline asc'))",
      'services/orders/src/seed/seedDemo.ts': "await db.insertInto('orders').values(rows).execute()",
      'services/orders/src/testing/startOrders.ts': "await db.deleteFrom('orders').execute()",
      'services/orders/bench/orders.ts': 'await sql`analyze orders`.execute(db)',
      // Allowed: db/ and its migrations, tests, and a query only named in a comment.
      'services/orders/src/db/orders.ts': "export const findOrder = (db) => db.selectFrom('orders')",
      'services/orders/src/db/migrations/0001.ts': 'await sql`create index x on orders (id)`.execute(db)',
      'services/orders/src/orders/payOrder.test.ts': "await db.selectFrom('orders').selectAll().execute()",
      'services/orders/src/orders/rateOrder.ts':
        '// insertOrderFeedback (db/) rather than insertInto here\nconst x = 1',
      'packages/service-kit/src/outbox/outboxQueries.ts': "await kitDb(db).insertInto('kit_mail_outbox')",
    }
    for (const [file, content] of Object.entries(files)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true })
      writeFileSync(path.join(root, file), content)
    }

    it('finds every query outside db/, and nothing that is allowed', () => {
      const found = misplacedQueries(root, Object.keys(files)).map(({ file, line }) => `${file}:${line}`)
      expect(found.sort()).toEqual(
        [
          'services/orders/src/routes/order/orderRoutes.ts:1',
          'services/orders/src/orders/payOrder.ts:1',
          'services/orders/src/orders/reconcile.ts:1',
          'services/orders/src/staff/queue.ts:1',
          'services/orders/src/seed/seedDemo.ts:1',
          'services/orders/src/testing/startOrders.ts:1',
          'services/orders/bench/orders.ts:1',
        ].sort(),
      )
    })
  })
})
