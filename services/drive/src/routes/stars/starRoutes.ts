import { ErrorBody } from '@unikit/contracts'
import { StarBody, StarResult, StarredList } from '@unikit/contracts/drive'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { setStar } from '../../archive/setStar.ts'
import { starredList } from '../../archive/starredList.ts'
import type { DriveApp } from '../../DriveApp.ts'
import { readerOf } from '../readerOf.ts'

const denied = { 401: ErrorBody }

/** Stars, kept per student on the server (docs/product/archive.md#viewing-and-downloading). */
export function starRoutes(app: DriveApp) {
  const tags = ['archive']
  const base = '/api/private/drive'
  const signedIn = { preHandler: app.authenticate }

  app.get(
    `${base}/starred`,
    { ...signedIn, schema: { tags, response: { 200: StarredList, ...denied } } },
    async (request) => ({ data: await starredList(app.db, request.user.userId) }),
  )

  const star = (starred: boolean) => async (request: FastifyRequest<{ Body: Static<typeof StarBody> }>) => {
    await setStar(app.db, readerOf(request), request.body.id, starred)
    return { data: { starred } }
  }
  const starSchema = { tags, body: StarBody, response: { 200: StarResult, 404: ErrorBody, ...denied } }
  app.post(`${base}/star`, { ...signedIn, schema: starSchema }, star(true))
  app.post(`${base}/unstar`, { ...signedIn, schema: starSchema }, star(false))
}
