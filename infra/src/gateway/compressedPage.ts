import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type CompressedPage = { body: Buffer | string; encoding?: 'br' | 'gzip' }

/**
 * A page composed per request (a first view in it, docs/decisions/0624-first-views-in-the-page.md), compressed as
 * the client accepts: on a slow phone line its bytes are on the way to the first paint. The built files are
 * compressed at build time instead (PrecompressPlugin).
 */
export function compressedPage(html: string, acceptEncoding: string | undefined): CompressedPage {
  if (accepts(acceptEncoding, 'br')) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    }
  }
  if (accepts(acceptEncoding, 'gzip')) return { body: gzipSync(html), encoding: 'gzip' }
  return { body: html }
}

/** Whether an `Accept-Encoding` header lists `coding` (or `*`) with a weight above zero. */
function accepts(header: string | undefined, coding: string): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [name = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
    const weight = params.find((param) => param.startsWith('q='))
    return (name === coding || name === '*') && (weight === undefined || Number(weight.slice(2)) > 0)
  })
}
