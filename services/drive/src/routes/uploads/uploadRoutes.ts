import { ErrorBody } from '@unikit/contracts'
import { DriveCreateResult, MyUploads } from '@unikit/contracts/drive'
import { myUploads } from '../../archive/myUploads.ts'
import { toPlainDriveItem } from '../../archive/toDriveItem.ts'
import { uploadSample } from '../../archive/uploadSample.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

const denied = { 401: ErrorBody }

/** A student's uploads (docs/product/archive.md#uploads): send one for review, and see them all. */
export function uploadRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['archive']
  const base = '/api/private/drive'
  const signedIn = { preHandler: app.authenticate }

  app.post(
    `${base}/create`,
    {
      ...signedIn,
      schema: {
        tags,
        response: {
          201: DriveCreateResult,
          400: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          ...denied,
        },
      },
    },
    async (request, reply) => {
      const item = await uploadSample(app, request, request.user.userId)
      return reply.code(201).send({ data: toPlainDriveItem(item, readerOf(request, signer)) })
    },
  )

  app.get(
    `${base}/mine`,
    { ...signedIn, schema: { tags, response: { 200: MyUploads, ...denied } } },
    async (request) => ({ data: await myUploads(app.db, readerOf(request, signer)) }),
  )
}
