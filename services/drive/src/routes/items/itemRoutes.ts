import { ErrorBody } from '@unikit/contracts'
import {
  DriveGetQuery,
  DriveGetResult,
  DriveList,
  DriveListQuery,
  DrivePopular,
  DriveRelatedQuery,
  FolderTree,
} from '@unikit/contracts/drive'
import { folderListing } from '../../archive/folderListing.ts'
import { folderTree } from '../../archive/folderTree.ts'
import { itemDetail } from '../../archive/itemDetail.ts'
import { popularCourses } from '../../archive/popularCourses.ts'
import { relatedItems } from '../../archive/relatedItems.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

const denied = { 401: ErrorBody }

/** Browsing the archive (docs/product/archive.md#folders): a folder's contents, one item, popular, related. */
export function itemRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['archive']
  const base = '/api/private/drive'
  const signedIn = { preHandler: app.authenticate }

  app.get(
    `${base}/list`,
    {
      ...signedIn,
      schema: { tags, querystring: DriveListQuery, response: { 200: DriveList, 404: ErrorBody, ...denied } },
    },
    async (request) => ({
      data: await folderListing(
        app.db,
        readerOf(request, signer),
        request.query.parent_id,
        request.query.sort,
      ),
    }),
  )

  app.get(
    `${base}/get`,
    {
      ...signedIn,
      schema: {
        tags,
        querystring: DriveGetQuery,
        response: { 200: DriveGetResult, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({ data: await itemDetail(app.db, readerOf(request, signer), request.query.id) }),
  )

  app.get(
    `${base}/popular`,
    { ...signedIn, schema: { tags, response: { 200: DrivePopular, ...denied } } },
    async (request) => ({ data: await popularCourses(app.db, readerOf(request, signer)) }),
  )

  app.get(
    `${base}/related`,
    {
      ...signedIn,
      schema: {
        tags,
        querystring: DriveRelatedQuery,
        response: { 200: DriveList, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({ data: await relatedItems(app.db, readerOf(request, signer), request.query.id) }),
  )

  app.get(
    `${base}/folders`,
    { ...signedIn, schema: { tags, response: { 200: FolderTree, ...denied } } },
    async () => ({ data: await folderTree(app.db) }),
  )
}
