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

/**
 * An order's file, before the order (docs/decisions/0556-files-upload-before-the-order.md): a student's document
 * for a Sample Citation or a Research Assistant order, the file staff deliver, or a message's attachment (before the
 * message). Its row commits with the object.
 */
export async function uploadOrderFile(
  app: OrdersApp,
  request: UploadRequest,
  user: AuthUser,
  asked: FilePurpose | undefined,
) {
  const staff = isStaffRole(user.role)
  const purpose = asked ?? defaultPurpose(staff)
  if (purpose !== 'message' && (purpose === 'output') !== staff) {
    throw new errors.TRANSITION_NOT_ALLOWED(
      staff ? 'Staff upload delivered files only' : 'Only staff deliver files',
    )
  }
  const rule = rules[purpose]
  return app.files.upload(
    request,
    {
      maxBytes: ORDER_FILE_MAX_BYTES,
      accept: rule.accept,
      messages: {
        tooLarge: 'File too big (> 40MB)',
        unsupportedType: rule.unsupportedType,
        empty: 'File required',
        missing: 'file required',
      },
    },
    async (uploaded, trx) => {
      // A Word 97 container says no more than "Office": the name tells a .doc from an .xls or an installer.
      if (!rule.extensions.test(uploaded.displayName))
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
