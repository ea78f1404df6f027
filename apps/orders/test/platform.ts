import { accountApi, sessionStore, signInWithPassword } from '@unikit/auth'
import type { Order } from '@unikit/contracts/orders'
import { mailedLink } from '@unikit/test-fakes'
import { inject } from 'vitest'
import { multipartFile, wordFile } from './wordFile.ts'

// Students and staff of the real services the tests run against (see node/ordersPlatform.ts).

let sequence = 0

/** A new student, signed up, verified and signed in in this browser (the session cookie); their id. */
export async function signedInStudent(balance = 0): Promise<string> {
  sequence += 1
  const id = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 5)}`
  const email = `s${id}@rmit.edu.vn`
  // Not the student number, nor containing it (the password policy).
  const password = `Unikit-${id}-pass`
  await accountApi.signup({ first_name: 'Lan', last_name: 'Trần', email, password })
  const link = await mailedLink(inject('accountsServiceUrl'), email, '/u/verify')
  await accountApi.verifyEmail({ token: new URL(link, 'http://unikit.test').searchParams.get('token') ?? '' })
  await signInWithPassword({ email, password })
  const userId = sessionStore.getState().user!.id
  if (balance > 0) await credit(userId, balance)
  return userId
}

/** The seeded staff account signed in in this browser (what staff see). */
export async function signedInStaff(): Promise<void> {
  await signInWithPassword({ email: 'staff@rmit.edu.vn', password: 'Unikit-staff-2026' })
}

/** Adds to a balance as a confirmed bank transfer would. */
export async function credit(userId: string, amount: number): Promise<void> {
  const response = await fetch(`${inject('accountsServiceUrl')}/internal/wallet/credit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': inject('internalToken') },
    body: JSON.stringify({ userId, amount, idempotencyKey: crypto.randomUUID(), reason: 'test' }),
  })
  if (!response.ok) throw new Error(`credit: ${response.status}`)
}

let staffToken: Promise<string> | undefined

/** A call of the API as staff do it from another device (a bearer token, not this browser's cookie). */
export async function asStaff<T = { data: Order }>(
  path: string,
  body?: object | { body: Uint8Array<ArrayBuffer>; contentType: string },
): Promise<T> {
  staffToken ??= (async () => {
    const response = await fetch(`${inject('platformUrl')}/api/private/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'staff@rmit.edu.vn', password: 'Unikit-staff-2026' }),
      credentials: 'omit',
    })
    return ((await response.json()) as { id: string }).id
  })()
  const token = await staffToken
  const response = await fetch(`${inject('platformUrl')}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': isMultipart(body) ? body.contentType : 'application/json' } : {}),
    },
    ...(body ? { body: isMultipart(body) ? body.body : JSON.stringify(body) } : {}),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

const isMultipart = (body: object): body is { body: Uint8Array<ArrayBuffer>; contentType: string } =>
  'contentType' in body && 'body' in body

/** Uploads a Word file as this browser's student (its cookie); the file's id. */
async function upload(purpose: 'sc' | 'ra' | 'message', name = 'Bai luan.docx'): Promise<string> {
  const { body, contentType } = multipartFile(name, wordFile())
  const response = await fetch(`${inject('platformUrl')}/api/private/file/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  })
  if (!response.ok) throw new Error(`upload: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: { id: string } }).data.id
}

/** A Sample Citation placed by this browser's student, through the API. */
export async function placeSampleCitation(instruction = 'Cite my five sources'): Promise<Order> {
  const response = await fetch(`${inject('platformUrl')}/api/private/order/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'sc', instruction, file_input: await upload('sc') }),
  })
  if (!response.ok) throw new Error(`order: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { data: Order }).data
}

/** Changes an order as this browser's student. */
export async function studentSetStatus(body: object): Promise<void> {
  const response = await fetch(`${inject('platformUrl')}/api/private/order/set_status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`set_status: ${response.status} ${await response.text()}`)
}

/** Staff deliver a Word file for an order (a first delivery or a revision's). */
export async function deliver(orderId: number, name: string): Promise<void> {
  const file = await asStaff<{ data: { id: string } }>(
    '/api/private/file/upload?purpose=output',
    multipartFile(name, wordFile()),
  )
  await asStaff('/api/private/order/set_status', {
    id: orderId,
    status: 'admin_done',
    file_output: file.data.id,
  })
}

/** A Sample Citation quoted at `citations`, accepted and paid, then delivered as `name`. */
export async function deliveredOrder(citations = 2, name = 'Trích dẫn.docx'): Promise<Order> {
  const order = await placeSampleCitation()
  await asStaff('/api/private/order/set_status', {
    id: order.id,
    status: 'admin_accepted',
    citation_count: citations,
  })
  await studentSetStatus({ id: order.id, status: 'customer_accepted' })
  await deliver(order.id, name)
  return order
}
