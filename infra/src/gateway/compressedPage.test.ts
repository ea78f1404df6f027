import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressedPage } from './compressedPage.ts'

const html = `<!doctype html><title>x</title>${'<p>Năm mới, học nhẹ tênh</p>'.repeat(50)}`

describe('compressedPage', () => {
  it('prefers brotli, then gzip, as the client accepts', () => {
    const br = compressedPage(html, 'gzip, deflate, br, zstd')
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe(html)
    expect(compressedPage(html, 'GZIP; q=0.8, BR; q=0.9').encoding).toBe('br')
    const gzip = compressedPage(html, 'gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).toString()).toBe(html)
  })

  it('sends the page as it is to a client that accepts neither, or refuses them with q=0', () => {
    expect(compressedPage(html, undefined)).toEqual({ body: html })
    expect(compressedPage(html, 'br;q=0, gzip;q=0.0')).toEqual({ body: html })
    expect(compressedPage(html, 'identity')).toEqual({ body: html })
  })
})
