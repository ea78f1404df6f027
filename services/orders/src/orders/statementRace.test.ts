import type { SignedIn } from '@unikit/accounts/testing'
import { researchPrice } from '@unikit/contracts/orders'
import type { Statement } from '@unikit/contracts/wallet'
import { countNotices } from '@unikit/service-kit'
import { sampleFiles, testDatabaseKind } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountsClient } from '../accounts/accountsClient.ts'
import { type RunningOrders, startOrders } from '../testing/startOrders.ts'
import { reconcileOrders } from './reconcileOrders.ts'

// Races mean something only on PostgreSQL: PGlite runs one statement at a time.
describe.runIf(testDatabaseKind() === 'postgres')('on PostgreSQL', () => {
  let orders: RunningOrders
  let staff: SignedIn

  beforeAll(async () => {
    orders = await startOrders()
    staff = await orders.accounts.staff()
  })
  afterAll(() => orders.close())

  const research = {
    type: 'ra' as const,
    instruction: 'A review of Vietnamese start-ups',
    area_code: 'management' as const,
    word_count: 1000 as const,
    level: 'detailed' as const,
    days: 14 as const,
    source_count: 0,
  }
  const price = researchPrice({ words: 1000, days: 14, extraSources: 0 })

  async function wholeStatement(who: SignedIn) {
    const lines: Statement['data'] = []
    let balance = 0
    for (let page = 1; ; page++) {
      const answer = await orders.statement(who, page)
      balance = page === 1 ? answer.balance : balance
      lines.push(...answer.data)
      if (answer.data.length < answer.page_size) return { lines, balance }
    }
  }

  it('the statement is the ledger after 30 concurrent orders and refunds: the balance shown is its last line', async () => {
    const student = await orders.accounts.student({ balance: 12 * price })
    // Ten paid orders first; then, all at once, staff cancel them (ten refunds) while twenty more are placed.
    const paid: number[] = []
    for (let n = 0; n < 10; n++) paid.push((await orders.place(student, research)).body.data.id)
    const answers = await Promise.all([
      ...paid.map((id) =>
        orders.setStatus(staff, { id, status: 'admin_declined', reason: 'We cannot take this subject.' }),
      ),
      ...Array.from({ length: 20 }, () => orders.place(student, research)),
    ])
    expect(answers.slice(0, 10).every((answer) => answer.status === 200)).toBe(true)
    const placed = answers.slice(10).filter((answer) => answer.status === 201).length
    expect(answers.slice(10).every((answer) => answer.status === 201 || answer.status === 409)).toBe(true)
    // Whatever a crashed refund left owed is applied (here: nothing, the refunds applied at once).
    await reconcileOrders(orders.app, accountsClient(orders.app.config))

    const { lines, balance } = await wholeStatement(student)
    const shown = await orders.balance(student)
    expect(balance).toBe(shown)
    expect(lines[0]?.balanceAfter).toBe(shown)
    lines.forEach((line, index) => {
      expect(line.balanceAfter).toBe((lines[index + 1]?.balanceAfter ?? 0) + line.amount)
    })
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(shown)
    const count = (kind: string) => lines.filter((line) => line.kind === kind).length
    expect(count('order_payment')).toBe(10 + placed)
    expect(count('order_refund')).toBe(10)
    expect(shown).toBe(12 * price - placed * price)
    expect(
      lines
        .filter((line) => line.kind === 'order_refund')
        .every((line) => line.subject?.link.startsWith('/order/')),
    ).toBe(true)
  }, 120_000)

  it('a delivery that rolls back (the same file to two orders at once) leaves no notice; the one that stands leaves one', async () => {
    const student = await orders.accounts.student({ balance: 2 * price })
    const first = (await orders.place(student, research)).body.data.id
    const second = (await orders.place(student, research)).body.data.id
    const output = await orders.upload(staff, 'output', { bytes: sampleFiles.docx(), name: 'Bài.docx' })
    const before = await countNotices(orders.app.db)
    const answers = await Promise.all(
      [first, second].map((id) =>
        orders.setStatus(staff, { id, status: 'admin_done', file_output: output.body.data.id }),
      ),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const after = await countNotices(orders.app.db)
    expect(after.pending + after.delivered - (before.pending + before.delivered)).toBe(1)
    const delivered = (await orders.notices(student)).data.filter(
      (notice) => notice.kind === 'order.delivered',
    )
    const winner = answers[0]?.status === 200 ? first : second
    expect(delivered.map((notice) => notice.link)).toEqual([`/order/${winner}`])
  })

  it('two staff deciding one order at once: one change and one notice', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const answers = await Promise.all([
      orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 4 }),
      orders.setStatus(staff, { id: order.id, status: 'admin_declined', reason: 'Not a Word file' }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const notices = (await orders.notices(student)).data
    expect(notices).toHaveLength(1)
    expect(notices[0]?.kind).toBe(answers[0]?.status === 200 ? 'order.quoted' : 'order.declined')
  })
})
