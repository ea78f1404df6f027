import type { SignedIn } from '@unikit/accounts/testing'
import { QRPay } from 'vietnam-qr-pay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

const lines = async (who: SignedIn) =>
  (await orders.statement(who)).data.map((line) => [
    line.label,
    line.amount,
    line.notedAmount,
    line.subject?.text,
  ])

describe('a top-up by bank transfer', () => {
  it('gives a reference and a VietQR code for the amount, then is credited once when staff confirm it', async () => {
    const student = await orders.accounts.student()
    const asked = await orders.call(student, 'POST', '/api/private/order/topup', { amount: 200_000 })
    expect(asked.status).toBe(201)
    const { data, qr, bank } = asked.body
    expect(data).toMatchObject({ amount: 200_000, status: 'pending' })
    expect(data.reference).toMatch(/^UNIKIT [0-9A-HJKMNP-TV-Z]{6}$/)
    const decoded = new QRPay(qr)
    expect(decoded.isValid).toBe(true)
    expect(decoded.consumer).toMatchObject({ bankBin: bank.bin, bankNumber: bank.number })
    expect(decoded.amount).toBe('200000')
    expect(decoded.additionalData.purpose).toBe(data.reference)

    const pending = await orders.call(staff, 'GET', '/api/private/order/staff/topups?status=pending')
    expect(pending.body.data.map((row: { id: number }) => row.id)).toContain(data.id)

    // The bank shows 150,000 arrived: staff credit what arrived, once, however often they press Confirm.
    const confirmations = await Promise.all(
      [1, 2].map(() =>
        orders.call(staff, 'POST', '/api/private/order/topup/confirm', { id: data.id, amount: 150_000 }),
      ),
    )
    expect(confirmations.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await orders.balance(student)).toBe(150_000)
    const mine = await orders.call(student, 'GET', '/api/private/order/topup/list')
    expect(mine.body.data[0]).toMatchObject({ id: data.id, status: 'confirmed', confirmed_amount: 150_000 })
    const [notice] = (await orders.notices(student)).data
    expect(notice).toMatchObject({
      kind: 'topup.confirmed',
      title: '150.000 ₫ added to your balance',
      link: '/account/statement',
    })
    expect((await orders.accounts.mailTo(student.email, /added to your balance/)).subject).toContain(
      '150.000',
    )
    // The request is a line that moved nothing; the credit the one that did: nothing is counted twice.
    expect(await lines(student)).toEqual([
      ['Top-up credited', 150_000, null, `Top-up ${data.reference}`],
      ['Top-up requested', 0, 200_000, `Top-up ${data.reference}`],
    ])
    const audit = await orders.call(staff, 'GET', '/api/private/orders/staff/audit')
    expect(audit.body.data[0]).toMatchObject({
      action: 'topup.confirmed',
      actorId: staff.userId,
      details: { asked: 200_000, credited: 150_000 },
    })
  })

  it('is rejected with a reason the student reads, and credits nothing', async () => {
    const student = await orders.accounts.student()
    const asked = await orders.call(student, 'POST', '/api/private/order/topup', { amount: 50_000 })
    const noReason = await orders.call(staff, 'POST', '/api/private/order/topup/reject', {
      id: asked.body.data.id,
      reason: '',
    })
    expect(noReason.status).toBe(400)
    const rejected = await orders.call(staff, 'POST', '/api/private/order/topup/reject', {
      id: asked.body.data.id,
      reason: 'No transfer with this reference arrived',
    })
    expect(rejected.body.data).toMatchObject({ status: 'rejected' })
    expect(await orders.balance(student)).toBe(0)
    const mail = await orders.accounts.mailTo(student.email, /was not credited/)
    expect(mail.text).toContain('No transfer with this reference arrived.')
    expect((await orders.notices(student)).data[0]).toMatchObject({
      kind: 'topup.rejected',
      link: '/order/topup',
    })
    expect((await lines(student)).map(([label, amount]) => [label, amount])).toEqual([
      ['Top-up not credited', 0],
      ['Top-up requested', 0],
    ])
  })

  it('is decided by staff only, and asked for in whole thousands', async () => {
    const student = await orders.accounts.student()
    const asked = await orders.call(student, 'POST', '/api/private/order/topup', { amount: 100_000 })
    const selfConfirm = await orders.call(student, 'POST', '/api/private/order/topup/confirm', {
      id: asked.body.data.id,
      amount: 100_000,
    })
    expect(selfConfirm.status).toBe(403)
    expect(await orders.balance(student)).toBe(0)
    const odd = await orders.call(student, 'POST', '/api/private/order/topup', { amount: 10_500 })
    expect(odd).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } })
  })
})
