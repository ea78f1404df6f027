import { ErrorBody } from '@unikit/contracts'
import { isStaffRole } from '@unikit/contracts/accounts'
import { FilePurpose, FileUploadResult, ORDER_FILE_MAX_BYTES } from '@unikit/contracts/orders'
import { documentTypes, fileErrors, fileTypes } from '@unikit/service-kit'
import { Type } from 'typebox'
import { findOrderFile, findOrderOfFile, insertOrderFile } from '../../db/orderFiles.ts'
import { errors } from '../../errors.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { toOrderFile } from '../../orders/toOrderView.ts'

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
} as const

/** Without a purpose (the original product's call): staff deliver, a student's file is taken for either order. */
const defaultPurpose = (staff: boolean) => (staff ? ('output' as const) : ('ra' as const))

/** Order files: the student's document, staff's delivered file; downloads for the order's owner or staff. */
export function fileRoutes(app: OrdersApp) {
  const tags = ['files']

  app.post(
    '/api/private/file/upload',
    {
      preHandler: app.requireVerified,
      schema: {
        tags,
        querystring: Type.Object({ purpose: Type.Optional(FilePurpose) }),
        response: {
          201: FileUploadResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const staff = isStaffRole(request.user.role)
      const purpose = request.query.purpose ?? defaultPurpose(staff)
      if ((purpose === 'output') !== staff) {
        throw new errors.TRANSITION_NOT_ALLOWED(
          staff ? 'Staff upload delivered files only' : 'Only staff deliver files',
        )
      }
      const rule = rules[purpose]
      const file = await app.files.upload(
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
            owner_id: request.user.userId,
            purpose,
            name: uploaded.displayName,
            size: uploaded.size,
            content_type: uploaded.contentType,
          }
          await insertOrderFile(trx, row)
          return { ...row, created_at: new Date() }
        },
      )
      return reply.code(201).send({ data: toOrderFile(file) })
    },
  )

  app.get(
    '/api/private/file/get',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 401: ErrorBody, 404: ErrorBody, 416: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await findOrderFile(app.db, request.query.id)
      const order = file ? await findOrderOfFile(app.db, file.id) : undefined
      const staff = isStaffRole(request.user.role)
      // The owner of the file, of its order, or staff: anyone else is told it does not exist.
      const allowed =
        file && (staff || file.owner_id === request.user.userId || order?.user_id === request.user.userId)
      if (!file || !allowed) throw new errors.FILE_NOT_FOUND()
      return app.files.send(request, reply, { id: file.id, name: file.name })
    },
  )
}
