import type { SignedIn } from '@unikit/accounts/testing'
import { formatVnd } from '@unikit/contracts/format'
import { researchPrice, sampleCitationPricePerCitation } from '@unikit/contracts/orders'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

const researchOrder = {
  type: 'ra' as const,
  instruction: 'A literature review on remote work',
  area_code: 'management' as const,
  word_count: 1500 as const,
  level: 'detailed' as const,
  days: 7 as const,
  source_count: 2,
}
const researchTotal = researchPrice({ words: 1500, days: 7, extraSources: 2 })

describe('a Sample Citation, from upload to rating', () => {
  it('is quoted by staff, accepted and paid once, delivered, downloaded and rated', async () => {
    const student = await orders.accounts.student({ balance: 100_000 })
    const order = await orders.placeSampleCitation(student)
    expect(order).toMatchObject({ type: 'sc', status: 'new', price: null, deadline: null })
    expect(order.file_input).toMatchObject({ name: 'Bài luận.docx' })

    const queue = await orders.call(staff, 'GET', '/api/private/order/staff/list?queue=quote')
    const queued = queue.body.data.find((row: { id: number }) => row.id === order.id)
    expect(queued.student).toEqual({ email: student.email, firstName: 'An' })

    const quoted = await orders.setStatus(staff, {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 12,
    })
    expect(quoted.status).toBe(200)
    expect(quoted.body.data).toMatchObject({
      status: 'admin_accepted',
      citation_count: 12,
      price: 12 * 2_999,
    })

    const accepted = await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.status).toBe('customer_accepted')
    expect(accepted.body.data.deadline).not.toBeNull()
    expect(await orders.balance(student)).toBe(100_000 - 12 * sampleCitationPricePerCitation)

    // Accepting again changes nothing and charges nothing.
    const again = await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    expect(again.status).toBe(200)
    expect(await orders.balance(student)).toBe(100_000 - 12 * sampleCitationPricePerCitation)

    const output = await orders.upload(staff, 'output', {
      bytes: (await import('@unikit/service-kit/testing')).sampleFiles.docx(),
      name: 'Trích dẫn.docx',
    })
    expect(output.status).toBe(201)
    const delivered = await orders.setStatus(staff, {
      id: order.id,
      status: 'admin_done',
      file_output: output.body.data.id,
    })
    expect(delivered.body.data).toMatchObject({
      status: 'admin_done',
      file_output: { name: 'Trích dẫn.docx' },
    })

    const download = await orders.app.inject({
      url: `/api/private/file/get?id=${output.body.data.id}`,
      headers: { authorization: `Bearer ${student.token}` },
    })
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Tr%C3%ADch")

    const rated = await orders.call(student, 'POST', '/api/private/order/feedback/create', {
      order_id: order.id,
      score: 5,
      content: 'Fast and tidy',
    })
    expect(rated.status).toBe(201)
    const twice = await orders.call(student, 'POST', '/api/private/order/feedback/create', {
      order_id: order.id,
      score: 1,
      content: '',
    })
    expect(twice).toMatchObject({ status: 409, body: { error: { code: 'ALREADY_RATED' } } })

    const detail = await orders.call(student, 'GET', `/api/private/order/get?id=${order.id}`)
    expect(detail.body.data.feedback).toMatchObject({ score: 5, content: 'Fast and tidy' })
    expect(detail.body.events.map((event: { to: string; by: string }) => `${event.by}:${event.to}`)).toEqual([
      'student:new',
      'staff:admin_accepted',
      'student:customer_accepted',
      'staff:admin_done',
    ])
  })

  it('declined by the student charges nothing and moves to History', async () => {
    const student = await orders.accounts.student({ balance: 50_000 })
    const order = await orders.placeSampleCitation(student)
    await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 3 })
    const declined = await orders.setStatus(student, { id: order.id, status: 'customer_declined' })
    expect(declined.body.data.status).toBe('customer_declined')
    expect(await orders.balance(student)).toBe(50_000)
    const history = await orders.call(
      student,
      'GET',
      '/api/private/order/list?status=admin_done,admin_declined,customer_declined',
    )
    expect(history.body).toMatchObject({ total: 1, data: [{ id: order.id }] })
    const late = await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'WRONG_STATUS' } } })
  })

  it('cancelled by staff after payment is refunded once, with the reason', async () => {
    const student = await orders.accounts.student({ balance: 30_000 })
    const order = await orders.placeSampleCitation(student)
    await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 5 })
    await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    expect(await orders.balance(student)).toBe(30_000 - 5 * 2_999)
    const noReason = await orders.setStatus(staff, { id: order.id, status: 'admin_declined' })
    expect(noReason).toMatchObject({ status: 400, body: { error: { code: 'DETAIL_REQUIRED' } } })
    const cancelled = await Promise.all(
      [1, 2].map(() =>
        orders.setStatus(staff, { id: order.id, status: 'admin_declined', reason: 'The file was empty' }),
      ),
    )
    expect(cancelled.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(await orders.balance(student)).toBe(30_000)
    const audit = await orders.call(staff, 'GET', '/api/private/orders/staff/audit')
    expect(audit.body.data[0]).toMatchObject({
      action: 'order.admin_declined',
      subjectId: String(order.id),
      details: { reason: 'The file was empty', refunded: 5 * 2_999 },
    })
  })
})

describe('what the student is told', () => {
  it('a notice for the quote, the decline and the cancellation, each linking to the order, the reason ending once', async () => {
    const student = await orders.accounts.student({ balance: 30_000 })
    const quoted = await orders.placeSampleCitation(student)
    await orders.setStatus(staff, { id: quoted.id, status: 'admin_accepted', citation_count: 5 })
    const declined = await orders.placeSampleCitation(student)
    await orders.setStatus(staff, { id: declined.id, status: 'admin_declined', reason: 'Not a Word file.' })
    await orders.setStatus(student, { id: quoted.id, status: 'customer_accepted' })
    await orders.setStatus(staff, { id: quoted.id, status: 'admin_declined', reason: 'The file was empty' })

    const { data, unread } = await orders.notices(student)
    expect(unread).toBe(3)
    expect(data.map((notice) => [notice.kind, notice.link])).toEqual([
      ['order.cancelled', `/order/${quoted.id}`],
      ['order.declined', `/order/${declined.id}`],
      ['order.quoted', `/order/${quoted.id}`],
    ])
    expect(data[1]?.text).toBe(
      `We could not take your Sample Citation order #${declined.id}: Not a Word file. Nothing was charged.`,
    )
    expect(data[0]?.text).toContain('The file was empty. 14.995 ₫ is back in your balance.')
    const mail = await orders.accounts.mailTo(student.email, new RegExp(`Order #${declined.id} was declined`))
    expect(mail.text).toContain(`/order/${declined.id}`)
  })

  it('a finished order says how it ended: what was paid and what came back', async () => {
    const student = await orders.accounts.student({ balance: 30_000 })
    const order = await orders.placeSampleCitation(student)
    await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 5 })
    await orders.setStatus(student, { id: order.id, status: 'customer_accepted' })
    const cancelled = await orders.setStatus(staff, { id: order.id, status: 'admin_declined', reason: 'x' })
    expect(cancelled.body.data).toMatchObject({ paid_amount: 5 * 2_999, status: 'admin_declined' })
    expect(Date.parse(cancelled.body.data.status_changed_at)).toBeGreaterThan(Date.parse(order.created_at))
  })
})

describe('a Research Assistant order', () => {
  it('is priced by the server: another price sent is refused, nothing charged; then paid when placed', async () => {
    const student = await orders.accounts.student({ balance: 2_000_000 })
    const cheap = await orders.place(student, { ...researchOrder, price: 1 })
    expect(cheap.status).toBe(409)
    expect(cheap.body.error).toEqual({
      code: 'PRICE_CHANGED',
      message: `The price is ${researchTotal} VND, not the price sent: nothing was ordered or charged`,
    })
    expect(await orders.balance(student)).toBe(2_000_000)
    // The original product's full payload: its status, the right price and a deadline of its own, read not trusted.
    const honest = await orders.place(student, {
      ...researchOrder,
      status: 'customer_accepted',
      price: researchTotal,
      deadline: '2000-01-01T00:00:00.000Z',
    })
    expect(honest.status).toBe(201)
    expect(honest.body.id).toBe(honest.body.data.id)
    expect(honest.body.data).toMatchObject({ status: 'customer_accepted', price: researchTotal, days: 7 })
    expect(new Date(honest.body.data.deadline).getTime()).toBeGreaterThan(Date.now())
    expect(await orders.balance(student)).toBe(2_000_000 - researchTotal)
  })

  it('is not placed when the balance is short, and says by how much', async () => {
    const student = await orders.accounts.student({ balance: 100_000 })
    const placed = await orders.place(student, researchOrder)
    expect(placed).toMatchObject({ status: 409, body: { error: { code: 'INSUFFICIENT_FUNDS' } } })
    expect(placed.body.error.message).toContain(formatVnd(researchTotal - 100_000))
    const list = await orders.call(student, 'GET', '/api/private/order/list')
    expect(list.body.total).toBe(0)
    expect(await orders.balance(student)).toBe(100_000)
  })

  it('asks for the area in words when it is "other"', async () => {
    const student = await orders.accounts.student({ balance: 5_000_000 })
    const placed = await orders.place(student, { ...researchOrder, area_code: 'other', area_name: '  ' })
    expect(placed).toMatchObject({ status: 400, body: { error: { code: 'DETAIL_REQUIRED' } } })
  })
})

describe('who may see and change an order', () => {
  it("answers 404 for another student's order and its files", async () => {
    const owner = await orders.accounts.student()
    const other = await orders.accounts.student()
    const order = await orders.placeSampleCitation(owner)
    expect((await orders.call(other, 'GET', `/api/private/order/get?id=${order.id}`)).status).toBe(404)
    expect(
      (await orders.setStatus(other, { id: order.id, status: 'customer_declined' })).body.error.code,
    ).toBe('ORDER_NOT_FOUND')
    const file = await orders.call(other, 'GET', `/api/private/file/get?id=${order.file_input!.id}`)
    expect(file.status).toBe(404)
  })

  it('refuses a student a staff change (403) and staff a student change', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const selfQuote = await orders.setStatus(student, {
      id: order.id,
      status: 'admin_accepted',
      citation_count: 1,
    })
    expect(selfQuote).toMatchObject({ status: 403, body: { error: { code: 'TRANSITION_NOT_ALLOWED' } } })
    expect((await orders.call(student, 'GET', '/api/private/order/staff/list?queue=quote')).status).toBe(403)
    expect((await orders.call(student, 'GET', '/api/private/orders/staff/audit')).status).toBe(403)
    await orders.setStatus(staff, { id: order.id, status: 'admin_accepted', citation_count: 1 })
    const staffAccept = await orders.setStatus(staff, { id: order.id, status: 'customer_accepted' })
    expect(staffAccept.status).toBe(403)
    const staffOrder = await orders.call(staff, 'POST', '/api/private/order/create', {
      type: 'sc',
      file_input: crypto.randomUUID(),
      instruction: 'x',
    })
    expect(staffOrder).toMatchObject({ status: 403, body: { error: { code: 'STAFF_CANNOT_ORDER' } } })
  })

  it('keeps an unverified student from ordering', async () => {
    const { userId, email, token } = await orders.accounts.signUpAndLogIn()
    const answer = await orders.call({ userId, email, token }, 'POST', '/api/private/order/create', {
      type: 'sc',
      file_input: crypto.randomUUID(),
      instruction: 'x',
    })
    expect(answer.status).toBe(403)
  })
})

describe('bad input', () => {
  it('answers a coded 400 for an empty or too long instruction and an unknown file', async () => {
    const student = await orders.accounts.student()
    const empty = await orders.place(student, { type: 'sc', instruction: '   ' })
    expect(empty).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } })
    const long = await orders.place(student, { type: 'sc', instruction: 'x'.repeat(151) })
    expect(long).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } })
    const unknown = await orders.call(student, 'POST', '/api/private/order/create', {
      type: 'sc',
      file_input: crypto.randomUUID(),
      instruction: 'Cite these',
    })
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'WRONG_FILE' } } })
    const list = await orders.call(student, 'GET', '/api/private/order/list')
    expect(list.body.total).toBe(0)
  })

  it('pages the list and filters it by type and state', async () => {
    const student = await orders.accounts.student()
    for (let i = 0; i < 3; i++) await orders.placeSampleCitation(student, `Order ${i}`)
    const first = await orders.call(student, 'GET', '/api/private/order/list?type=sc&status=new&page_size=2')
    expect(first.body).toMatchObject({ total: 3, page: 1, page_size: 2 })
    expect(first.body.data.map((order: { instruction: string }) => order.instruction)).toEqual([
      'Order 2',
      'Order 1',
    ])
    const none = await orders.call(student, 'GET', '/api/private/order/list?status=nothing_like_this')
    expect(none.body).toMatchObject({ total: 0, data: [] })
  })
})

describe('Download my data', () => {
  it('gives a student their own orders, files and top-ups, and nobody else’s', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const mine = await orders.call(student, 'GET', '/api/private/orders/me/export')
    expect(mine.status).toBe(200)
    expect(mine.body.data.orders.map((row: { id: number }) => Number(row.id))).toEqual([order.id])
    expect(mine.body.data.files).toHaveLength(1)
    expect(mine.body.data.events.length).toBeGreaterThan(0)
    const other = await orders.accounts.student()
    expect((await orders.call(other, 'GET', '/api/private/orders/me/export')).body.data.orders).toEqual([])
  })
})
