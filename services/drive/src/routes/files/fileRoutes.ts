import { ErrorBody } from '@unikit/contracts'
import { DriveDownloadQuery, DriveThumbnailQuery } from '@unikit/contracts/drive'
import { type Downloadable, readableFile, signedFile } from '../../archive/downloadableFile.ts'
import { recordDownload } from '../../archive/recordDownload.ts'
import { thumbnailFile } from '../../archive/thumbnailFile.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

/**
 * A file's bytes. A signed link (from `get`) needs no session: a <video>, pdf.js and a plain link cannot send
 * the bearer token (docs/decisions/0610-signed-file-links.md). Without one, the session decides as everywhere
 * else. A download (not the viewer's inline reads, not a later byte range) counts once per student per day.
 */
export function fileRoutes(app: DriveApp, signer: FileLinkSigner) {
  app.get(
    '/api/private/drive/download',
    {
      schema: {
        tags: ['archive'],
        querystring: DriveDownloadQuery,
        response: { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { id, exp, sig, inline, by } = request.query
      let file: Downloadable
      if (sig !== undefined || exp !== undefined)
        file = await signedFile(app.db, signer, { id, exp, sig, by })
      else {
        await app.authenticate(request, reply)
        file = await readableFile(app.db, readerOf(request, signer), id)
      }
      await recordDownload(app.db, file, { inline: inline === true, range: request.headers.range })
      return app.files.send(request, reply, { id: file.objectId, name: file.name, inline: inline === true })
    },
  )

  // A preview, by the signed link every list carries; the link stays the same for the hour, so it is cached.
  app.get(
    '/api/private/drive/thumbnail',
    {
      schema: {
        tags: ['archive'],
        querystring: DriveThumbnailQuery,
        response: { 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const objectId = await thumbnailFile(app.db, signer, request.query)
      return app.files.send(request, reply, {
        id: objectId,
        name: 'preview.webp',
        inline: true,
        maxAgeSeconds: 3600,
      })
    },
  )
}
