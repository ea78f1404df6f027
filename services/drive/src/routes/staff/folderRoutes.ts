import { ErrorBody } from '@unikit/contracts'
import { DoneResult } from '@unikit/contracts/common'
import {
  FolderCreateBody,
  FolderDeleteBody,
  FolderMoveBody,
  ItemResult,
  RenameBody,
} from '@unikit/contracts/drive'
import { createFolder, deleteFolder, moveFolder, renameItem } from '../../archive/manageFolders.ts'
import { toPlainDriveItem } from '../../archive/toDriveItem.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/** Folders on the archive desk (docs/product/archive.md#staff-desk): create, rename, move, delete; audited. */
export function folderRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['staff']
  const base = '/api/private/drive/staff'
  const staffOnly = { preHandler: app.requireStaff }

  app.post(
    `${base}/rename`,
    { ...staffOnly, schema: { tags, body: RenameBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: toPlainDriveItem(
        await renameItem(app.db, request.user.userId, request.body),
        readerOf(request, signer),
      ),
    }),
  )

  app.post(
    `${base}/folder/create`,
    { ...staffOnly, schema: { tags, body: FolderCreateBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: toPlainDriveItem(
        await createFolder(app.db, request.user.userId, request.body),
        readerOf(request, signer),
      ),
    }),
  )

  app.post(
    `${base}/folder/move`,
    { ...staffOnly, schema: { tags, body: FolderMoveBody, response: { 200: ItemResult, ...failures } } },
    async (request) => ({
      data: toPlainDriveItem(
        await moveFolder(app.db, request.user.userId, request.body),
        readerOf(request, signer),
      ),
    }),
  )

  app.post(
    `${base}/folder/delete`,
    { ...staffOnly, schema: { tags, body: FolderDeleteBody, response: { 200: DoneResult, ...failures } } },
    async (request) => {
      await deleteFolder(app.db, request.user.userId, request.body.id)
      return { data: 1 as const }
    },
  )
}
