import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export type CompressedPage = { body: Buffer | string; encoding?: 'br' | 'gzip' }

/**
 * A page composed per request (a first view in it, docs/decisions/0624-first-views-in-the-page.md), compressed as
 * the client accepts: on a slow phone line its bytes are on the way to the first paint. The built files are
 * compressed at build time instead (PrecompressPlugin).
 */
export function compressedPage(html: string, acceptEncoding: string | undefined): CompressedPage {
  const accepts = (coding: string) =>
    new RegExp(`(^|[\\s,])${coding}(;q=(?!0(\\.0*)?([\\s,]|$))[\\d.]+)?([\\s,]|$)`).test(acceptEncoding ?? '')
  if (accepts('br')) {
    return {
      body: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    }
  }
  if (accepts('gzip')) return { body: gzipSync(html), encoding: 'gzip' }
  return { body: html }
}
