import type { SignedIn } from '@unikit/accounts/testing'
import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

let orders: RunningOrders
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

const write = (who: SignedIn, payload: object) =>
  orders.call(who, 'POST', '/api/private/order/message/create', payload)
const thread = (who: SignedIn, orderId: number) =>
  orders.call(who, 'GET', `/api/private/order/message/list?order_id=${orderId}`)
const unanswered = async () =>
  (await orders.call(staff, 'GET', '/api/private/order/staff/list?queue=unanswered')).body.data.map(
    (row: { id: number }) => row.id,
  )

describe('an order’s thread', () => {
  it('carries the student’s question and staff’s answer in order; the answer is a notice and ends the wait', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const asked = await write(student, { order_id: order.id, body: '  Can you use APA instead?  ' })
    expect(asked.status).toBe(201)
    expect(asked.body.data).toMatchObject({ author: 'student', body: 'Can you use APA instead?', file: null })
    await write(student, { order_id: order.id, body: 'It is for a psychology course.' })
    expect(await unanswered()).toContain(order.id)
    const queued = await orders.call(staff, 'GET', '/api/private/order/staff/list?queue=unanswered')
    const row = queued.body.data.find((candidate: { id: number }) => candidate.id === order.id)
    expect(row.awaiting_reply_since).not.toBeNull()

    const answer = await write(staff, { order_id: order.id, body: 'We cite in RMIT Harvard only, sorry.' })
    expect(answer.status).toBe(201)
    expect(await unanswered()).not.toContain(order.id)
    const seen = await thread(student, order.id)
    expect(
      seen.body.data.map((message: { author: string; body: string }) => [message.author, message.body]),
    ).toEqual([
      ['student', 'Can you use APA instead?'],
      ['student', 'It is for a psychology course.'],
      ['staff', 'We cite in RMIT Harvard only, sorry.'],
    ])
    const [notice] = (await orders.notices(student)).data
    expect(notice).toMatchObject({
      kind: 'order.message',
      title: `New message on order #${order.id}`,
      link: `/order/${order.id}#messages`,
    })
    expect(notice?.text).toContain('We cite in RMIT Harvard only, sorry.')
    const audit = await orders.call(staff, 'GET', '/api/private/orders/staff/audit')
    expect(audit.body.data[0]).toMatchObject({ action: 'order.message', subjectId: String(order.id) })
  })

  it('is the owner’s and staff’s only: another student gets 404 reading or writing', async () => {
    const owner = await orders.accounts.student()
    const other = await orders.accounts.student()
    const order = await orders.placeSampleCitation(owner)
    await write(owner, { order_id: order.id, body: 'Mine' })
    expect(await thread(other, order.id)).toMatchObject({
      status: 404,
      body: { error: { code: 'ORDER_NOT_FOUND' } },
    })
    expect(await write(other, { order_id: order.id, body: 'Hello?' })).toMatchObject({
      status: 404,
      body: { error: { code: 'ORDER_NOT_FOUND' } },
    })
    expect((await thread(staff, order.id)).body.data).toHaveLength(1)
  })

  it('takes a file through the kit’s storage with the order files’ type rules, downloadable by the owner and staff', async () => {
    const student = await orders.accounts.student()
    const other = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    const program = await orders.upload(student, 'message', { bytes: sampleFiles.exe(), name: 'notes.pdf' })
    expect(program.status).toBe(415)
    const pdf = await orders.upload(student, 'message', { bytes: sampleFiles.pdf(1200), name: 'Ghi chú.pdf' })
    expect(pdf.status).toBe(201)
    const sent = await write(student, { order_id: order.id, body: '', file_id: pdf.body.data.id })
    expect(sent.body.data.file).toMatchObject({ name: 'Ghi chú.pdf' })
    const again = await write(student, { order_id: order.id, body: 'again', file_id: pdf.body.data.id })
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'WRONG_FILE' } } })
    const theirs = await orders.upload(other, 'message', { bytes: sampleFiles.pdf(1200), name: 'x.pdf' })
    const stolen = await write(student, { order_id: order.id, body: 'x', file_id: theirs.body.data.id })
    expect(stolen).toMatchObject({ status: 400, body: { error: { code: 'WRONG_FILE' } } })
    const download = (who: SignedIn) =>
      orders.app.inject({
        url: `/api/private/file/get?id=${pdf.body.data.id}`,
        headers: { authorization: `Bearer ${who.token}` },
      })
    expect((await download(student)).statusCode).toBe(200)
    expect((await download(staff)).statusCode).toBe(200)
    expect((await download(other)).statusCode).toBe(404)
  })

  it('refuses an empty message and one over 2,000 characters', async () => {
    const student = await orders.accounts.student()
    const order = await orders.placeSampleCitation(student)
    expect(await write(student, { order_id: order.id, body: '   ' })).toMatchObject({
      status: 400,
      body: { error: { code: 'VALIDATION_FAILED' } },
    })
    expect((await write(student, { order_id: order.id, body: 'x'.repeat(2001) })).status).toBe(400)
    expect((await write(student, { order_id: order.id, body: 'x'.repeat(2000) })).status).toBe(201)
  })
})
