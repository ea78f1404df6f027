import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { echoService } from '../testing/echoService.ts'
import { gatewayInFront } from '../testing/gatewayInFront.ts'
import { type RawAnswer, rawRequest } from '../testing/rawRequest.ts'

const errorOf = (answer: RawAnswer) => JSON.parse(answer.body).error as { code: string; message: string }

describe('malformed and oversized requests at the gateway (the one error body, never a 5xx)', () => {
  let port = 0
  let forwarded: string[] = []
  const closers: (() => Promise<unknown>)[] = []

  beforeAll(async () => {
    const upstream = await echoService()
    forwarded = upstream.forwarded
    const { gateway, port: gatewayPort } = await gatewayInFront(upstream.url)
    port = gatewayPort
    closers.push(
      () => gateway.close(),
      () => upstream.app.close(),
    )
  })
  const origin = () => `http://127.0.0.1:${port}`
  afterAll(async () => {
    for (const close of closers) await close()
  })

  it('answers a malformed escape in the query or the path with 400 MALFORMED_URL', async () => {
    for (const url of [
      '/api/private/me?x=%FF',
      '/api/private/me?x=%',
      '/gift/api/event/get-landing-event?x=%E0%A4',
      '/api/private/me/%FF',
    ]) {
      const answer = await rawRequest(origin(), { method: 'GET', path: url })
      expect(answer.status, url).toBe(400)
      expect(errorOf(answer).code, url).toBe('MALFORMED_URL')
    }
  })

  it('forwards a query holding `../` unchanged (an archive search for `a../b`)', async () => {
    const answer = await rawRequest(origin(), {
      method: 'GET',
      path: '/api/private/drive/search?q=a../b&p=..%2F..%2Fx',
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body).url).toBe('/api/private/drive/search?q=a../b&p=..%2F..%2Fx')
  })

  it('answers a 2 MB chunked JSON body with 413 every time, never a 502, forwarding nothing', async () => {
    forwarded.length = 0
    for (let round = 0; round < 10; round++) {
      const answer = await rawRequest(origin(), {
        method: 'POST',
        path: '/api/private/me/update',
        chunkedBytes: 2 * 1024 * 1024,
      })
      expect(answer.status).toBe(413)
      expect(errorOf(answer).code).toBe('PAYLOAD_TOO_LARGE')
    }
    expect(forwarded).toEqual([])
  })

  it('takes 41 MiB only on the upload routes, and only as multipart', async () => {
    const multipart = 'multipart/form-data; boundary=x'
    const upload = await rawRequest(origin(), {
      method: 'POST',
      path: '/api/private/file/upload',
      chunkedBytes: 2 * 1024 * 1024,
      contentType: multipart,
    })
    expect(upload.status).toBe(200)
    expect(JSON.parse(upload.body).body.bytes).toBe(2 * 1024 * 1024)
    const elsewhere = await rawRequest(origin(), {
      method: 'POST',
      path: '/api/private/order/create',
      chunkedBytes: 2 * 1024 * 1024,
      contentType: multipart,
    })
    expect(elsewhere.status).toBe(413)
    const tooLarge = await rawRequest(origin(), {
      method: 'POST',
      path: '/api/private/drive/create',
      chunkedBytes: 42 * 1024 * 1024,
      contentType: multipart,
    })
    expect(tooLarge.status).toBe(413)
    expect(errorOf(tooLarge).code).toBe('PAYLOAD_TOO_LARGE')
  })
})
