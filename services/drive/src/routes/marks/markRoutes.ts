import { ErrorBody } from '@unikit/contracts'
import { HelpfulBody, HelpfulResult, StarBody, StarResult, StarredList } from '@unikit/contracts/drive'
import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import { markHelpful } from '../../archive/markHelpful.ts'
import { setStar } from '../../archive/setStar.ts'
import { starredList } from '../../archive/starredList.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

const denied = { 401: ErrorBody }

/** Stars and Helpful marks, kept per student on the server (docs/product/archive.md#signals). */
export function markRoutes(app: DriveApp, signer: FileLinkSigner) {
  const tags = ['archive']
  const base = '/api/private/drive'
  const signedIn = { preHandler: app.authenticate }

  app.get(
    `${base}/starred`,
    { ...signedIn, schema: { tags, response: { 200: StarredList, ...denied } } },
    async (request) => ({ data: await starredList(app.db, readerOf(request, signer)) }),
  )

  const star = (starred: boolean) => async (request: FastifyRequest<{ Body: Static<typeof StarBody> }>) => {
    await setStar(app.db, readerOf(request, signer), request.body.id, starred)
    return { data: { starred } }
  }
  const starSchema = { tags, body: StarBody, response: { 200: StarResult, 404: ErrorBody, ...denied } }
  app.post(`${base}/star`, { ...signedIn, schema: starSchema }, star(true))
  app.post(`${base}/unstar`, { ...signedIn, schema: starSchema }, star(false))

  app.post(
    `${base}/helpful`,
    {
      ...signedIn,
      schema: { tags, body: HelpfulBody, response: { 200: HelpfulResult, 404: ErrorBody, ...denied } },
    },
    async (request) => ({
      data: await markHelpful(app.db, readerOf(request, signer), request.body.id, request.body.helpful),
    }),
  )
}
