import { ErrorBody } from '@unikit/contracts'
import { FilePurpose, FileUploadResult } from '@unikit/contracts/orders'
import { Type } from 'typebox'
import { downloadableFile } from '../../files/downloadableFile.ts'
import { uploadOrderFile } from '../../files/uploadOrderFile.ts'
import type { OrdersApp } from '../../OrdersApp.ts'
import { toOrderFile } from '../../orders/toOrderView.ts'

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
      const file = await uploadOrderFile(app, request, request.user, request.query.purpose)
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
      const file = await downloadableFile(app.db, request.user, request.query.id)
      return app.files.send(request, reply, { id: file.id, name: file.name })
    },
  )
}
