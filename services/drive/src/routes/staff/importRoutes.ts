import { ErrorBody } from '@unikit/contracts'
import { ImportList, ImportQuery, ImportResult, ImportRunBody } from '@unikit/contracts/drive'
import type { DriveApp } from '../../DriveApp.ts'
import { importView, recentImportViews, startDeskImport, startDeskRun } from '../../imports/deskImports.ts'

const failures = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody }

/**
 * Bulk import on the archive desk (docs/product/archive.md#bulk-import): send a zip (the dry run starts in the
 * background), read the import's rows as they are checked, then import; the latest imports to go back to. Staff
 * only; every row is audited.
 */
export function importRoutes(app: DriveApp) {
  const tags = ['staff']
  const base = '/api/private/drive/staff/import'
  const staffOnly = { preHandler: app.requireStaff }

  app.post(
    base,
    {
      ...staffOnly,
      schema: { tags, response: { 201: ImportResult, 413: ErrorBody, 415: ErrorBody, ...failures } },
    },
    async (request, reply) => {
      const id = await startDeskImport(app, request, request.user.userId)
      return reply.code(201).send({ data: await importView(app, id) })
    },
  )
  app.get(
    base,
    {
      ...staffOnly,
      schema: { tags, querystring: ImportQuery, response: { 200: ImportResult, ...failures } },
    },
    async (request) => ({ data: await importView(app, request.query.id) }),
  )
  app.get(
    `${base}s`,
    { ...staffOnly, schema: { tags, response: { 200: ImportList, 401: ErrorBody, 403: ErrorBody } } },
    async () => ({ data: await recentImportViews(app) }),
  )
  app.post(
    `${base}/run`,
    { ...staffOnly, schema: { tags, body: ImportRunBody, response: { 200: ImportResult, ...failures } } },
    async (request) => {
      await startDeskRun(app, request.body.id)
      return { data: await importView(app, request.body.id) }
    },
  )
}
