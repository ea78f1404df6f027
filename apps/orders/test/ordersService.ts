import { callAs, uploadAs } from '@unikit/auth/testing'
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
