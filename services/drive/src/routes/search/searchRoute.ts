import { ErrorBody } from '@unikit/contracts'
import { DriveSearchQuery, DriveSearchResult } from '@unikit/contracts/drive'
import { searchArchive } from '../../archive/searchArchive.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

/** Archive search (docs/product/archive.md#search): names, codes and the text inside PDFs. */
export function searchRoute(app: DriveApp, signer: FileLinkSigner) {
  app.get(
    '/api/private/drive/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['archive'],
        querystring: DriveSearchQuery,
        response: { 200: DriveSearchResult, 401: ErrorBody },
      },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { data, total } = await searchArchive(app.db, readerOf(request, signer), request.query)
      return { data, page, page_size, total }
    },
  )
}
