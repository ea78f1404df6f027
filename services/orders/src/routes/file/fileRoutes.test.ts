import type { SignedIn } from '@unikit/accounts/testing'
import { ORDER_FILE_MAX_BYTES } from '@unikit/contracts/orders'
import { sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

let orders: RunningOrders
let student: SignedIn
let staff: SignedIn

beforeAll(async () => {
  orders = await startOrders()
  student = await orders.accounts.student()
  staff = await orders.accounts.staff()
})
afterAll(() => orders.close())

describe('order files', () => {
  it('takes a Word document for a Sample Citation and gives it back to its owner only', async () => {
    const bytes = sampleFiles.doc()
    const uploaded = await orders.upload(student, 'sc', { bytes, name: 'Tiểu luận.doc' })
    expect(uploaded).toMatchObject({
      status: 201,
      body: { data: { name: 'Tiểu luận.doc', size: bytes.length } },
    })
    const mine = await orders.app.inject({
      url: `/api/private/file/get?id=${uploaded.body.data.id}`,
      headers: { authorization: `Bearer ${student.token}` },
    })
    expect(mine.statusCode).toBe(200)
    expect(mine.rawPayload.equals(bytes)).toBe(true)
    expect(mine.headers['x-content-type-options']).toBe('nosniff')
    const other = await orders.accounts.student()
    expect(
      (await orders.call(other, 'GET', `/api/private/file/get?id=${uploaded.body.data.id}`)).status,
    ).toBe(404)
  })

  it('refuses, with the words students know, what the kind of order does not take', async () => {
    const pdf = await orders.upload(student, 'sc', { bytes: sampleFiles.pdf(1000), name: 'essay.pdf' })
    expect(pdf).toMatchObject({
      status: 415,
      body: {
        error: {
          code: 'UNSUPPORTED_FILE_TYPE',
          message: 'Please upload file having extensions .doc, .docx.',
        },
      },
    })
    const program = await orders.upload(student, 'ra', { bytes: sampleFiles.exe(), name: 'brief.docx' })
    expect(program.status).toBe(415)
    const empty = await orders.upload(student, 'ra', { bytes: new Uint8Array(), name: 'brief.pdf' })
    expect(empty).toMatchObject({ status: 400, body: { error: { message: 'File required' } } })
  })

  it('refuses a file over 40 MB with 413', async () => {
    const big = await orders.upload(student, 'ra', {
      bytes: sampleFiles.pdf(ORDER_FILE_MAX_BYTES),
      name: 'big.pdf',
    })
    expect(big).toMatchObject({ status: 413, body: { error: { message: 'File too big (> 40MB)' } } })
  })

  it('lets staff upload delivered files only, and students never', async () => {
    expect((await orders.upload(student, 'output')).status).toBe(403)
    expect((await orders.upload(staff, 'sc')).status).toBe(403)
    expect((await orders.upload(staff, 'output')).status).toBe(201)
  })
})
