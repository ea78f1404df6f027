import { signInElsewhere, signInPageAs } from '@unikit/auth/testing'
import { pageOrigin, pageServices } from '@unikit/config/vitest-page-origin'
import type { Order, Topup } from '@unikit/contracts/orders'
import { zipSync } from 'fflate'

// Records made in the real orders service the pages call, as the student or staff would make them elsewhere.

const services = () => pageServices()

/** The page signed in as the seeded staff member or student. */
export const pageAs = (who: 'staff' | 'student') => signInPageAs(services().accountsUrl, services()[who])

/** A session of the seeded staff member or student on another device: its token. */
export const tokenOf = async (who: 'staff' | 'student') =>
  (await signInElsewhere(services().accountsUrl, services()[who])).token

/** A call to the orders service with a bearer token; the JSON answer, or a throw with the service's error. */
export async function callOrders<T>(
  token: string,
  path: string,
  body?: unknown,
  origin = pageOrigin(),
): Promise<T> {
  const response = await fetch(`${origin}/api/private/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'omit',
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/** A Word document as the services recognise one: a zip with a document part. */
const wordFile = () =>
  zipSync({
    '[Content_Types].xml': new TextEncoder().encode(
      '<Types><Override PartName="/word/document.xml"/></Types>',
    ),
    'word/document.xml': new TextEncoder().encode('<w:document>Bài luận</w:document>'),
  })

/** The student places a Sample Citation with a Word file, as the order form does; the order. */
export async function placeSampleCitation(token: string, origin = pageOrigin()): Promise<Order> {
  // Written out by hand: jsdom's FormData is not one Node's fetch can send.
  const boundary = `unikit-${crypto.randomUUID()}`
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="essay.docx"\r\n\r\n`
  const body = Buffer.concat([Buffer.from(head), wordFile(), Buffer.from(`\r\n--${boundary}--\r\n`)])
  const upload = await fetch(`${origin}/api/private/file/upload?purpose=sc`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
    body: new Uint8Array(body),
    credentials: 'omit',
  })
  if (!upload.ok) throw new Error(`upload: ${upload.status} ${await upload.text()}`)
  const file = ((await upload.json()) as { data: { id: string } }).data
  const order = { type: 'sc', instruction: 'Cite my sources in RMIT Harvard', file_input: file.id }
  return (await callOrders<{ data: Order }>(token, 'order/create', order, origin)).data
}

/** Staff quote an order for `citations` citations. */
export const quote = (staffToken: string, id: number, citations = 2) =>
  callOrders(staffToken, 'order/set_status', { id, status: 'admin_accepted', citation_count: citations })

/** The student accepts the quote and pays it from their balance. */
export const accept = (studentToken: string, id: number) =>
  callOrders(studentToken, 'order/set_status', { id, status: 'customer_accepted' })

/** The student asks for a top-up by bank transfer; the top-up with its reference. */
export const askTopup = async (studentToken: string, amount: number) =>
  (await callOrders<{ data: Topup }>(studentToken, 'order/topup', { amount })).data
