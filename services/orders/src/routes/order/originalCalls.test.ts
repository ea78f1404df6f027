import { multipartBody, sampleFiles } from '@unikit/service-kit/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningOrders, startOrders } from '../../testing/startOrders.ts'

// The original product's calls in their own shapes (docs/decisions/0732-the-original-calls-answered.md).
let orders: RunningOrders

beforeAll(async () => {
  orders = await startOrders()
})
afterAll(() => orders.close())

async function uploadWithoutPurpose(token: string, bytes: Uint8Array, filename: string, purpose?: string) {
  // The original client names the purpose, when it does, as a field before the file.
  const form = await multipartBody([
    ...(purpose === undefined ? [] : [{ name: 'purpose', value: purpose }]),
    { name: 'file', file: bytes, filename },
  ])
  const response = await orders.app.inject({
    method: 'POST',
    url: '/api/private/file/upload',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.payload,
  })
  return { status: response.statusCode, body: response.json() }
}

describe('a client of the original call list', () => {
  it('uploads with only the file field and orders with the upload’s data object as file_input', async () => {
    const student = await orders.accounts.student()
    const uploaded = await uploadWithoutPurpose(student.token, sampleFiles.docx(), 'Bài luận.docx')
    expect(uploaded.status).toBe(201)
    const file = uploaded.body.data
    expect(file.id).toEqual(expect.any(String))
    const placed = await orders.call(student, 'POST', '/api/private/order/create', {
      type: 'sc',
      file_input: file,
      instruction: 'Cite my sources',
    })
    expect(placed.status).toBe(201)
    expect(placed.body.id).toBe(placed.body.data.id)
    expect(placed.body.data.file_input.id).toBe(file.id)
  })

  it('still refuses a Sample Citation a file that is not a Word document', async () => {
    const student = await orders.accounts.student()
    const uploaded = await uploadWithoutPurpose(student.token, sampleFiles.pdf(2000), 'brief.pdf')
    expect(uploaded.status).toBe(201)
    const placed = await orders.call(student, 'POST', '/api/private/order/create', {
      type: 'sc',
      file_input: uploaded.body.data,
      instruction: 'Cite my sources',
    })
    expect(placed).toMatchObject({ status: 400, body: { error: { code: 'WRONG_FILE' } } })
  })

  it('reads the purpose from a form field before the file, with that purpose’s rule', async () => {
    const student = await orders.accounts.student()
    const purposeOf = async (id: string) =>
      (
        await orders.app.db
          .selectFrom('order_files')
          .select('purpose')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).purpose
    const word = await uploadWithoutPurpose(student.token, sampleFiles.docx(), 'Bài luận.docx', 'sc')
    expect(word.status).toBe(201)
    expect(await purposeOf(word.body.data.id)).toBe('sc')
    const pdf = await uploadWithoutPurpose(student.token, sampleFiles.pdf(2000), 'brief.pdf', 'sc')
    expect(pdf).toMatchObject({ status: 415, body: { error: { code: 'UNSUPPORTED_FILE_TYPE' } } })
    const unknown = await uploadWithoutPurpose(student.token, sampleFiles.docx(), 'a.docx', 'homework')
    expect(unknown).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION_FAILED' } } })
    const delivering = await uploadWithoutPurpose(student.token, sampleFiles.docx(), 'a.docx', 'output')
    expect(delivering).toMatchObject({ status: 403, body: { error: { code: 'TRANSITION_NOT_ALLOWED' } } })

    const staff = await orders.accounts.staff()
    const output = await uploadWithoutPurpose(staff.token, sampleFiles.pdf(2000), 'output.pdf', 'output')
    expect(output.status).toBe(201)
    expect(await purposeOf(output.body.data.id)).toBe('output')
  })

  it('lists with an empty type= and status=', async () => {
    const student = await orders.accounts.student()
    await orders.placeSampleCitation(student)
    const list = await orders.call(student, 'GET', '/api/private/order/list?type=&status=')
    expect(list.status).toBe(200)
    expect(list.body.data).toHaveLength(1)
  })
})
