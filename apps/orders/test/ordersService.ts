import { callAs, newVerifiedStudent, signInPageAs, tokenOf, uploadAs } from '@unikit/auth/testing'
import { pageServices } from '@unikit/config/vitest-page-origin'
import type { Order, Topup } from '@unikit/contracts/orders'
import { zipSync } from 'fflate'

// Records made in the real orders service the pages call, as the student or staff would make them elsewhere.

/** A Word document as the services recognise one: a zip with a document part. */
const wordFile = () =>
  zipSync({
    '[Content_Types].xml': new TextEncoder().encode(
      '<Types><Override PartName="/word/document.xml"/></Types>',
    ),
    'word/document.xml': new TextEncoder().encode('<w:document>Bài luận</w:document>'),
  })

/** The student places a Sample Citation with a Word file, as the order form does; the order. */
export async function placeSampleCitation(token: string): Promise<Order> {
  const word = { name: 'essay.docx', type: 'application/octet-stream', bytes: wordFile() }
  const file = await uploadAs<{ data: { id: string } }>(token, 'file/upload?purpose=sc', word)
  const order = { type: 'sc', instruction: 'Cite my sources in RMIT Harvard', file_input: file.data.id }
  return (await callAs<{ data: Order }>(token, 'order/create', order)).data
}

/** Staff quote an order for `citations` citations. */
export const quote = (staffToken: string, id: number, citations = 2) =>
  callAs(staffToken, 'order/set_status', { id, status: 'admin_accepted', citation_count: citations })

/** The student accepts the quote and pays it from their balance. */
export const accept = (studentToken: string, id: number) =>
  callAs(studentToken, 'order/set_status', { id, status: 'customer_accepted' })

/** The student asks for a top-up by bank transfer; the top-up with its reference. */
export const askTopup = async (studentToken: string, amount: number) =>
  (await callAs<{ data: Topup }>(studentToken, 'order/topup', { amount })).data

/** Staff deliver a Word file named `name` for an order (a first delivery, or a revision's). */
export async function deliver(staffToken: string, id: number, name: string): Promise<void> {
  const word = { name, type: 'application/octet-stream', bytes: wordFile() }
  const file = await uploadAs<{ data: { id: string } }>(staffToken, 'file/upload?purpose=output', word)
  await callAs(staffToken, 'order/set_status', { id, status: 'admin_done', file_output: file.data.id })
}

/** A Sample Citation of the student quoted, accepted, paid and delivered as `name`: the order. */
export async function deliveredOrder(studentToken: string, name = 'Trích dẫn.docx'): Promise<Order> {
  const staff = await tokenOf('staff')
  const order = await placeSampleCitation(studentToken)
  await quote(staff, order.id, 2)
  await accept(studentToken, order.id)
  await deliver(staff, order.id, name)
  return order
}

/**
 * The page signed in as a new verified student with `balance` dong (a credit as a confirmed transfer makes it), for
 * lists that must hold only what the test made: the session's token.
 */
export async function newStudentPage(balance = 0): Promise<string> {
  const { accountsUrl, internalToken } = pageServices()
  const { token, profile } = await signInPageAs(accountsUrl, await newVerifiedStudent(accountsUrl, 'Lan'))
  if (balance > 0) {
    const credit = await fetch(`${accountsUrl}/internal/wallet/credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internalToken },
      body: JSON.stringify({
        userId: profile.user.id,
        amount: balance,
        idempotencyKey: crypto.randomUUID(),
        reason: 'test',
      }),
      credentials: 'omit',
    })
    if (!credit.ok) throw new Error(`credit: ${credit.status}`)
  }
  return token
}
