import { ErrorBody } from '@unikit/contracts'
import { DriveDownloadQuery } from '@unikit/contracts/drive'
import { type Downloadable, readableFile, signedFile } from '../../archive/downloadableFile.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

/**
 * A file's bytes. A signed link (from `get`) needs no session: a <video>, pdf.js and a plain link cannot send
 * the bearer token (docs/decisions/0610-signed-file-links.md). Without one, the session decides as everywhere
 * else.
 */
export function downloadRoute(app: DriveApp, signer: FileLinkSigner) {
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
      const { id, exp, sig, inline } = request.query
      let file: Downloadable
      if (sig !== undefined || exp !== undefined) file = await signedFile(app.db, signer, { id, exp, sig })
      else {
        await app.authenticate(request, reply)
        file = await readableFile(app.db, readerOf(request), id)
      }
      return app.files.send(request, reply, { id: file.objectId, name: file.name, inline: inline === true })
    },
  )
}
