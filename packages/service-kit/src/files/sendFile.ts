import type { FastifyReply, FastifyRequest } from 'fastify'
import { contentDisposition } from './contentDisposition.ts'
import { fileErrors } from './fileErrors.ts'
import { inlineTypes } from './fileTypes.ts'
import { catalogue, findCommitted } from './objectCatalogue.ts'
import { parseRange } from './parseRange.ts'
import type { FilesContext } from './uploadFile.ts'

export interface SendOptions {
  /** The object id the service's row points at (after the route has checked who may read it). */
  id: string
  /** The download name shown and saved by the browser, e.g. the upload's `displayName`. */
  name: string
  /** Ask for inline display (the viewer); granted only for types that run no script (`inlineTypes`). */
  inline?: boolean
  /**
   * How long the browser may keep it without asking: only for an object whose address changes when it may
   * (a preview's signed link, fixed for the hour). Default: ask every time (`no-cache`, answered by the ETag).
   */
  maxAgeSeconds?: number
}

/**
 * Answers with a committed object: 200, or 206 for one byte range (video seeking), 304 when the browser's copy
 * (ETag: the SHA-256) is current, 416 for a range outside it. `Content-Type` is what was detected at upload,
 * `Content-Disposition` carries the name in RFC 6266 form, and `nosniff` stops a browser from guessing again.
 */
export async function sendFile<DB>(
  context: FilesContext<DB>,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SendOptions,
): Promise<FastifyReply> {
  const entry = await findCommitted(catalogue(context.db), options.id)
  if (!entry) throw new fileErrors.FILE_NOT_FOUND()
  const etag = `"${entry.sha256}"`
  const inline = options.inline === true && inlineTypes.has(entry.contentType)
  reply
    .header(
      'content-type',
      entry.contentType === 'text/plain' ? 'text/plain; charset=utf-8' : entry.contentType,
    )
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', options.name))
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header(
      'cache-control',
      options.maxAgeSeconds ? `private, max-age=${options.maxAgeSeconds}, immutable` : 'private, no-cache',
    )
  if (request.headers['if-none-match'] === etag) return reply.code(304).send()

  const ifRange = request.headers['if-range']
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.range, entry.size)
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${entry.size}`)
    throw new fileErrors.RANGE_NOT_SATISFIABLE()
  }
  const read = await context.storage.get(options.id, range ?? undefined)
  if (!read) {
    context.log.error({ object: options.id }, 'a committed object is missing from storage')
    throw new fileErrors.FILE_NOT_FOUND()
  }
  if (range) {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${read.size}`)
      .header('content-length', range.end - range.start + 1)
  } else {
    reply.code(200).header('content-length', read.size)
  }
  return reply.send(read.body)
}
