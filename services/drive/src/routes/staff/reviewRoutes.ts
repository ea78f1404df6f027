import { ErrorBody } from '@unikit/contracts'
import { DoneResult } from '@unikit/contracts/common'
import {
  EditItemBody,
  ItemResult,
  ModerateBody,
  PublishBody,
  ReasonBody,
  StaffItemQuery,
  StaffItemResult,
  StaffQueue,
  StaffQueueQuery,
} from '@unikit/contracts/drive'
import { editItem } from '../../archive/editItem.ts'
import { moderateItem } from '../../archive/moderateItem.ts'
import { publishUpload, rejectUpload } from '../../archive/reviewUpload.ts'
import { staffItemView } from '../../archive/staffItemView.ts'
import { staffQueueView } from '../../archive/staffQueueView.ts'
import { toPlainDriveItem } from '../../archive/toDriveItem.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

const denied = { 401: ErrorBody, 403: ErrorBody }
const failures = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...denied }

/**
 * The archive desk's queues, its preview of one file, and its decisions (docs/product/archive.md#staff-desk):
 * uploads to publish or reject, reported files to hide, delete, keep or restore, any file's facts corrected. Staff
 * only, checked here; every change is audited.
 */
export function reviewRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['staff']
  const base = '/api/private/drive/staff'
  const staffOnly = { preHandler: app.requireStaff }

  app.get(
    `${base}/queue`,
    {
      ...staffOnly,
      schema: { tags, querystring: StaffQueueQuery, response: { 200: StaffQueue, ...denied } },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { data, total } = await staffQueueView(app.db, readerOf(request, signer), request.query)
      return { data, page, page_size, total }
    },
  )

  app.get(
    `${base}/item`,
    {
      ...staffOnly,
      schema: { tags, querystring: StaffItemQuery, response: { 200: StaffItemResult, ...failures } },
    },
    async (request) => ({ data: await staffItemView(app.db, readerOf(request, signer), request.query.id) }),
  )

  app.post(
    `${base}/publish`,
    { ...staffOnly, schema: { tags, body: PublishBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: toPlainDriveItem(
        await publishUpload(app, request.user.userId, request.body),
        readerOf(request, signer),
      ),
    }),
  )

  app.post(
    `${base}/reject`,
    { ...staffOnly, schema: { tags, body: ReasonBody, response: { 200: DoneResult, ...failures } } },
    async (request) => {
      await rejectUpload(app, request.user.userId, request.body)
      return { data: 1 as const }
    },
  )

  app.post(
    `${base}/moderate`,
    { ...staffOnly, schema: { tags, body: ModerateBody, response: { 200: DoneResult, ...failures } } },
    async (request) => {
      await moderateItem(app, request.user.userId, request.body)
      return { data: 1 as const }
    },
  )

  app.post(
    `${base}/edit`,
    { ...staffOnly, schema: { tags, body: EditItemBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: toPlainDriveItem(
        await editItem(app.db, request.user.userId, request.body),
        readerOf(request, signer),
      ),
    }),
  )
}
