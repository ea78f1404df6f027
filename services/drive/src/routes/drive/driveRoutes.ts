import { ErrorBody, foldText } from '@unikit/contracts'
import { isStaffRole } from '@unikit/contracts/accounts'
import {
  DriveCreateResult,
  DriveDownloadQuery,
  DriveGetQuery,
  DriveGetResult,
  DriveList,
  DriveListQuery,
  DrivePopular,
  DriveRelatedQuery,
  DriveReportBody,
  DriveReportResult,
  DriveSearchQuery,
  DriveSearchResult,
  FolderTree,
  MyUploads,
  StarBody,
  StarResult,
  StarredList,
} from '@unikit/contracts/drive'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { itemDetail } from '../../archive/itemDetail.ts'
import { listParent } from '../../archive/listParent.ts'
import { canRead, type Reader } from '../../archive/readAccess.ts'
import { reportItem } from '../../archive/reportItem.ts'
import { searchText } from '../../archive/searchText.ts'
import { toDriveItem } from '../../archive/toDriveItem.ts'
import { uploadSample } from '../../archive/uploadSample.ts'
import type { DriveApp } from '../../DriveApp.ts'
import {
  allFolders,
  countViews,
  findItem,
  foldersById,
  type ListedRow,
  popularCourses,
  relatedPdfs,
  uploadsOf,
} from '../../db/items.ts'
import { searchItems } from '../../db/searchItems.ts'
import { addStar, removeStar, starredAmong, starredItems } from '../../db/stars.ts'
import { errors } from '../../errors.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'

const denied = { 401: ErrorBody }
const POPULAR_COURSES = 4

/** The archive's calls for signed-in students (docs/product/archive.md). */
export function driveRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['archive']
  const base = '/api/private/drive'
  const signedIn = { preHandler: app.authenticate }
  const readerOf = (request: FastifyRequest): Reader => ({
    userId: request.user.userId,
    staff: isStaffRole(request.user.role),
  })
  const asItems = async (request: FastifyRequest, rows: ListedRow[]) => {
    const starred = await starredAmong(
      app.db,
      request.user.userId,
      rows.map((row) => row.id),
    )
    return rows.map((row) => toDriveItem(row, { userId: request.user.userId, starred }))
  }
  /** The item when this reader may see it; otherwise 404, as if it did not exist. */
  const readable = async (request: FastifyRequest, id: string) => {
    const item = await findItem(app.db, id)
    if (!item || !canRead(item, readerOf(request))) throw new errors.ITEM_NOT_FOUND()
    return item
  }

  app.get(
    `${base}/list`,
    {
      ...signedIn,
      schema: { tags, querystring: DriveListQuery, response: { 200: DriveList, 404: ErrorBody, ...denied } },
    },
    async (request) => ({
      data: await asItems(request, await listParent(app, request.user.userId, request.query.parent_id)),
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
    async (request) => {
      const item = await readable(request, request.query.id)
      if (item.kind === 'file' && item.status === 'published') await countViews(app.db, item.id)
      return { data: await itemDetail(app, item, readerOf(request), signer) }
    },
  )

  app.get(
    `${base}/popular`,
    { ...signedIn, schema: { tags, response: { 200: DrivePopular, ...denied } } },
    async (request) => ({ data: await asItems(request, await popularCourses(app.db, POPULAR_COURSES)) }),
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
    async (request) => {
      const item = await readable(request, request.query.id)
      if (item.status !== 'published') return { data: [] }
      return { data: await asItems(request, await relatedPdfs(app.db, item)) }
    },
  )

  app.get(
    `${base}/folders`,
    { ...signedIn, schema: { tags, response: { 200: FolderTree, ...denied } } },
    async () => ({
      data: (await allFolders(app.db)).map(({ ancestors: _ancestors, ...folder }) => folder),
    }),
  )

  // A signed link (from `get`) needs no session: a <video>, pdf.js and a plain link cannot send the bearer
  // token (docs/decisions/0610-signed-file-links.md). Without one, the session decides as everywhere else.
  app.get(
    `${base}/download`,
    {
      schema: {
        tags,
        querystring: DriveDownloadQuery,
        response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, exp, sig, inline } = request.query
      const item = await findItem(app.db, id)
      if (sig !== undefined || exp !== undefined) {
        if (item?.kind !== 'file' || !item.object_id) throw new errors.ITEM_NOT_FOUND()
        if (!signer.verify({ id, exp: exp ?? 0 }, item.status, sig ?? '')) {
          // A file taken down or rejected is gone; a published one only needs a fresh link.
          if (item.status !== 'published') throw new errors.ITEM_NOT_FOUND()
          throw new errors.LINK_EXPIRED()
        }
      } else {
        await app.authenticate(request, reply)
        if (item?.kind !== 'file' || !item.object_id || !canRead(item, readerOf(request)))
          throw new errors.ITEM_NOT_FOUND()
      }
      reply.header('cache-control', 'private, max-age=3600')
      return app.files.send(request, reply, {
        id: item.object_id,
        name: downloadName(item.name, item.mime_type),
        inline: inline === true,
      })
    },
  )

  app.get(
    `${base}/search`,
    {
      ...signedIn,
      schema: { tags, querystring: DriveSearchQuery, response: { 200: DriveSearchResult, ...denied } },
    },
    async (request) => {
      const { folder_id, root, type, page, page_size } = request.query
      const text = foldText(searchText(request.query))
      if (!text) return { data: [], page, page_size, total: 0 }
      const rows = await searchItems(app.db, {
        text,
        folderId: folder_id,
        root,
        type,
        limit: page_size,
        offset: (page - 1) * page_size,
      })
      const items = await asItems(request, rows)
      const folders = await foldersById(
        app.db,
        rows.flatMap((row) => row.ancestors.slice(0, 1)),
      )
      return {
        data: items.map((item, index) => {
          const row = rows[index] as (typeof rows)[number]
          const top = row.ancestors[0]
          return {
            ...item,
            folder: (top && folders.get(top)) || null,
            root: row.root,
            matched: row.name_match ? ('name' as const) : ('text' as const),
          }
        }),
        page,
        page_size,
        total: Number(rows[0]?.total ?? 0),
      }
    },
  )

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
      const data = toDriveItem(
        { ...item, file_count: null },
        { userId: request.user.userId, starred: new Set() },
      )
      return reply.code(201).send({ data })
    },
  )

  app.get(
    `${base}/mine`,
    { ...signedIn, schema: { tags, response: { 200: MyUploads, ...denied } } },
    async (request) => {
      const rows = await uploadsOf(app.db, request.user.userId)
      const items = await asItems(request, rows)
      const folders = await foldersById(
        app.db,
        rows.flatMap((row) =>
          row.status === 'published'
            ? row.ancestors.slice(-1)
            : row.requested_folder_id
              ? [row.requested_folder_id]
              : [],
        ),
      )
      return {
        data: items.map((item, index) => {
          const row = rows[index] as (typeof rows)[number]
          const folderId = row.status === 'published' ? row.ancestors.at(-1) : row.requested_folder_id
          return {
            ...item,
            folder: (folderId && folders.get(folderId)) || null,
            reject_reason: row.reject_reason,
          }
        }),
      }
    },
  )

  app.get(
    `${base}/starred`,
    { ...signedIn, schema: { tags, response: { 200: StarredList, ...denied } } },
    async (request) => ({ data: await asItems(request, await starredItems(app.db, request.user.userId)) }),
  )

  const star = (starred: boolean) => async (request: FastifyRequest<{ Body: Static<typeof StarBody> }>) => {
    const item = await readable(request, request.body.id)
    if (starred) await addStar(app.db, request.user.userId, item.id)
    else await removeStar(app.db, request.user.userId, item.id)
    return { data: { starred } }
  }
  const starSchema = { tags, body: StarBody, response: { 200: StarResult, 404: ErrorBody, ...denied } }
  app.post(`${base}/star`, { ...signedIn, schema: starSchema }, star(true))
  app.post(`${base}/unstar`, { ...signedIn, schema: starSchema }, star(false))

  app.post(
    `${base}/report`,
    {
      ...signedIn,
      schema: {
        tags,
        body: DriveReportBody,
        response: { 200: DriveReportResult, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, ...denied },
      },
    },
    async (request) => {
      await reportItem(app, request.user.userId, request.body)
      return { data: { reported: true as const } }
    },
  )
}

/** The saved file's name: the title with the extension its type calls for. */
function downloadName(title: string, mimeType: string | null): string {
  const extension = extensions[mimeType ?? ''] ?? ''
  return title.toLowerCase().endsWith(extension) ? title : `${title}${extension}`
}

const extensions: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/x-cfb': '.doc',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
}
