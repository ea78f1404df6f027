import { ErrorBody } from '@unikit/contracts'
import { DoneResult } from '@unikit/contracts/common'
import {
  FolderCreateBody,
  FolderDeleteBody,
  FolderMoveBody,
  ItemResult,
  ModerateBody,
  PublishBody,
  ReasonBody,
  RenameBody,
  StaffQueue,
  StaffQueueQuery,
} from '@unikit/contracts/drive'
import type { FastifyRequest } from 'fastify'
import { createFolder, deleteFolder, moveFolder, renameItem } from '../../archive/manageFolders.ts'
import { moderateItem } from '../../archive/moderateItem.ts'
import { publishUpload, rejectUpload } from '../../archive/reviewUpload.ts'
import { toDriveItem } from '../../archive/toDriveItem.ts'
import type { DriveApp } from '../../DriveApp.ts'
import { openReportsOf } from '../../db/itemReports.ts'
import { foldersById, type ItemRow } from '../../db/items.ts'
import { staffQueue } from '../../db/staffQueue.ts'

const denied = { 401: ErrorBody, 403: ErrorBody }
const failures = { 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...denied }

/** The archive desk (docs/product/archive.md#staff-desk): staff only, checked here; every change is audited. */
export function staffRoutes(app: DriveApp) {
  const tags = ['staff']
  const base = '/api/private/drive/staff'
  const staffOnly = { preHandler: app.requireStaff }
  const asItem = (request: FastifyRequest, row: ItemRow) =>
    toDriveItem({ ...row, file_count: null }, { userId: request.user.userId, starred: new Set() })

  app.get(
    `${base}/queue`,
    {
      ...staffOnly,
      schema: { tags, querystring: StaffQueueQuery, response: { 200: StaffQueue, ...denied } },
    },
    async (request) => {
      const { queue, page, page_size } = request.query
      const { rows, total } = await staffQueue(app.db, queue, { page, pageSize: page_size })
      const ids = rows.map((row) => row.id)
      const [reports, folders] = await Promise.all([
        openReportsOf(app.db, ids),
        foldersById(
          app.db,
          rows.flatMap((row) => [
            ...row.ancestors.slice(-1),
            ...(row.requested_folder_id ? [row.requested_folder_id] : []),
          ]),
        ),
      ])
      return {
        data: rows.map((row) => {
          const parent = row.ancestors.at(-1)
          return {
            ...asItem(request, row),
            folder: (parent && folders.get(parent)) || null,
            requested_folder: (row.requested_folder_id && folders.get(row.requested_folder_id)) || null,
            owner_id: row.owner_id,
            reject_reason: row.reject_reason,
            reports: reports.get(row.id) ?? [],
          }
        }),
        page,
        page_size,
        total,
      }
    },
  )

  app.post(
    `${base}/publish`,
    { ...staffOnly, schema: { tags, body: PublishBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: asItem(request, await publishUpload(app, request.user.userId, request.body)),
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
    `${base}/rename`,
    { ...staffOnly, schema: { tags, body: RenameBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({ data: asItem(request, await renameItem(app, request.user.userId, request.body)) }),
  )

  app.post(
    `${base}/folder/create`,
    { ...staffOnly, schema: { tags, body: FolderCreateBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: asItem(request, await createFolder(app, request.user.userId, request.body)),
    }),
  )

  app.post(
    `${base}/folder/move`,
    { ...staffOnly, schema: { tags, body: FolderMoveBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({ data: asItem(request, await moveFolder(app, request.user.userId, request.body)) }),
  )

  app.post(
    `${base}/folder/delete`,
    { ...staffOnly, schema: { tags, body: FolderDeleteBody, response: { 200: DoneResult, ...failures } } },
    async (request) => {
      await deleteFolder(app, request.user.userId, request.body.id)
      return { data: 1 as const }
    },
  )
}
