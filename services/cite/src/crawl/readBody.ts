import type { IncomingMessage } from 'node:http'
import { pipeline, type Readable } from 'node:stream'
import zlib from 'node:zlib'
import { errors } from '../errors.ts'

const decompressors: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: () => zlib.createGunzip(),
  'x-gzip': () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
}

/** The encodings `readBody` can undo, for the request's `accept-encoding`. */
export const acceptEncoding = 'gzip, deflate, br'

/**
 * A response body, decompressed, stopping as soon as it passes `maxBytes`: the limit applies to what is
 * decompressed, so a small gzip bomb cannot expand into memory.
 */
export async function readBody(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase()
  const declared = Number(response.headers['content-length'])
  if (encoding === 'identity' && declared > maxBytes) {
    response.destroy()
    throw tooLarge(maxBytes)
  }
  const source = decoded(response, encoding)
  const chunks: Buffer[] = []
  let length = 0
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      length += chunk.length
      if (length > maxBytes) throw tooLarge(maxBytes)
      chunks.push(chunk)
    }
  } finally {
    response.destroy()
  }
  return Buffer.concat(chunks, length)
}

function decoded(response: IncomingMessage, encoding: string): Readable | NodeJS.ReadWriteStream {
  if (encoding === 'identity' || encoding === '') return response
  const decompressor = decompressors[encoding]
  if (!decompressor) {
    response.destroy()
    throw new errors.FETCH_FAILED(`it is sent with the unknown encoding ${encoding}`)
  }
  return pipeline(response, decompressor(), () => {})
}

function tooLarge(maxBytes: number) {
  return new errors.PAGE_TOO_LARGE(String(Math.round((maxBytes / 1024 / 1024) * 10) / 10))
}
