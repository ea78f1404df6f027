import { isStaffRole } from '@unikit/contracts/accounts'
import { type FilePurpose, ORDER_FILE_MAX_BYTES } from '@unikit/contracts/orders'
import { type AuthUser, documentTypes, fileErrors, fileTypes } from '@unikit/service-kit'
import { insertOrderFile } from '../db/orderFiles.ts'
import { errors } from '../errors.ts'
import type { OrdersApp } from '../OrdersApp.ts'

/** The multipart request the file streams in from. */
type UploadRequest = Parameters<OrdersApp['files']['upload']>[0]

/** What each kind of order takes (docs/product/orders.md#files), and the old product's words for a refusal. */
const rules = {
  sc: {
    accept: [fileTypes.docx, fileTypes.cfb],
    extensions: /\.(doc|docx)$/i,
    unsupportedType: 'Please upload file having extensions .doc, .docx.',
  },
  ra: {
    accept: [
      fileTypes.jpeg,
      fileTypes.png,
      fileTypes.gif,
      'image/bmp',
      fileTypes.docx,
      fileTypes.cfb,
      fileTypes.pdf,
      fileTypes.pptx,
    ],
    extensions: /\.(jpe?g|png|gif|bmp|docx?|pdf|pptx?)$/i,
    unsupportedType:
      'Please upload file having extensions .jpeg, .jpg, .png, .gif, .bmp, .doc, .docx, .pdf, .ppt, .pptx only.',
  },
  output: {
    accept: [...documentTypes, fileTypes.pptx, fileTypes.xlsx, fileTypes.zip],
    extensions: /\.[a-z0-9]+$/i,
    unsupportedType: 'Deliver a PDF, Word, PowerPoint, Excel or zip file.',
  },
  // A message's attachment: what an order takes from a student or staff deliver, either way.
  message: {
    accept: [
      ...new Set([
        fileTypes.jpeg,
        fileTypes.png,
        fileTypes.gif,
        'image/bmp',
        ...documentTypes,
        fileTypes.cfb,
        fileTypes.pptx,
        fileTypes.xlsx,
        fileTypes.zip,
      ]),
    ],
    extensions: /\.(jpe?g|png|gif|bmp|docx?|pdf|pptx?|xlsx?|zip)$/i,
    unsupportedType: 'Attach a PDF, Word, PowerPoint, Excel, zip or image file (JPEG, PNG, GIF, BMP).',
  },
} as const

/** Without a purpose (the original product's call): staff deliver, a student's file is taken for either order. */
const defaultPurpose = (staff: boolean) => (staff ? ('output' as const) : ('ra' as const))

/** The purposes a user may upload for: staff deliver, a student sends a document; both attach to messages. */
const purposesOf = (staff: boolean): FilePurpose[] =>
  staff ? ['output', 'message'] : ['sc', 'ra', 'message']

const isPurpose = (value: string): value is FilePurpose => Object.hasOwn(rules, value)

/** Whether `user` may upload for `purpose`; a coded 403 or 400 otherwise. */
function checkPurpose(purpose: string, staff: boolean): FilePurpose {
  if (!isPurpose(purpose))
    throw new errors.VALIDATION_FAILED(`purpose must be one of ${Object.keys(rules).join(', ')}`)
  if (!purposesOf(staff).includes(purpose)) {
    throw new errors.TRANSITION_NOT_ALLOWED(
      staff ? 'Staff upload delivered files only' : 'Only staff deliver files',
    )
  }
  return purpose
}

/**
 * An order's file, before the order (docs/decisions/0556-files-upload-before-the-order.md): a student's document
 * for a Sample Citation or a Research Assistant order, the file staff deliver, or a message's attachment (before the
 * message). Its row commits with the object. The purpose comes in the query or, as the original product sends it, as
 * a multipart field before the file (docs/decisions/0732-the-original-calls-answered.md): then the file streams
 * under the types of every purpose the user may have, and its own purpose's rule is applied once the field is read.
 */
export async function uploadOrderFile(
  app: OrdersApp,
  request: UploadRequest,
  user: AuthUser,
  asked: FilePurpose | undefined,
) {
  const staff = isStaffRole(user.role)
  const candidates = asked ? [checkPurpose(asked, staff)] : purposesOf(staff)
  const streamed = rules[asked ?? defaultPurpose(staff)]
  return app.files.upload(
    request,
    {
      maxBytes: ORDER_FILE_MAX_BYTES,
      accept: [...new Set(candidates.flatMap((purpose) => rules[purpose].accept))],
      messages: {
        tooLarge: 'File too big (> 40MB)',
        unsupportedType: streamed.unsupportedType,
        empty: 'File required',
        missing: 'file required',
      },
    },
    async (uploaded, trx) => {
      const purpose = asked ?? checkPurpose(uploaded.fields.purpose ?? defaultPurpose(staff), staff)
      const rule = rules[purpose]
      // A Word 97 container says no more than "Office": the name tells a .doc from an .xls or an installer.
      if (
        !(rule.accept as readonly string[]).includes(uploaded.contentType) ||
        !rule.extensions.test(uploaded.displayName)
      )
        throw new fileErrors.UNSUPPORTED_FILE_TYPE(rule.unsupportedType)
      const row = {
        id: uploaded.id,
        owner_id: user.userId,
        purpose,
        name: uploaded.displayName,
        size: uploaded.size,
        content_type: uploaded.contentType,
      }
      await insertOrderFile(trx, row)
      return { ...row, created_at: new Date() }
    },
  )
}
