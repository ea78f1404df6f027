import { type RunningFakes, startFakes } from '@unikit/test-fakes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FetchPageOptions, fetchPage } from './fetchPage.ts'

let fakes: RunningFakes
beforeAll(async () => {
  fakes = await startFakes()
})
afterAll(() => fakes.close())

const options: FetchPageOptions = {
  allowLoopback: true,
  timeoutMs: 2000,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
}
const page = (name: string) => new URL(`${fakes.url}/pages/${name}`)
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.unreachable('the fetch should fail'),
    (error: { code: string; statusCode: number; message: string }) => ({
      code: error.code,
      status: error.statusCode,
      message: error.message,
    }),
  )

describe('fetchPage', () => {
  it('fetches an HTML page with browser-like headers', async () => {
    fakes.requests.length = 0
    const { url, html } = await fetchPage(page('journal-article.html'), options)
    expect(url.href).toBe(page('journal-article.html').href)
    expect(html).toContain('<meta name="citation_doi" content="10.1080/09544828.2021.1928024">')
    expect(fakes.requests[0]!.headers).toMatchObject({
      accept: expect.stringContaining('text/html'),
      'user-agent': expect.stringContaining('UnikitCite'),
      'accept-encoding': 'gzip, deflate, br',
    })
  })

  it('follows redirects and reports where the page was found', async () => {
    const { url } = await fetchPage(page('redirect-chain'), options)
    expect(url.pathname).toBe('/pages/journal-article.html')
  })

  it('stops after the redirect limit', async () => {
    expect(await failure(fetchPage(page('redirect-loop'), options))).toEqual({
      code: 'FETCH_FAILED',
      status: 502,
      message: 'The page could not be read: it redirects too many times',
    })
    const oneHop = { ...options, maxRedirects: 1 }
    expect((await failure(fetchPage(page('redirect-chain'), oneHop))).code).toBe('FETCH_FAILED')
    expect((await fetchPage(page('redirect'), oneHop)).url.pathname).toBe('/pages/journal-article.html')
  })

  it('checks every redirect hop again', async () => {
    expect(await failure(fetchPage(page('redirect-private'), options))).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: 'This address cannot be read: it points to a link-local address',
    })
    expect(await failure(fetchPage(page('redirect-file'), options))).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: 'This address cannot be read: it redirects to a file address',
    })
  })

  it('decompresses gzip and decodes a legacy charset', async () => {
    expect((await fetchPage(page('gzip.html'), options)).html).toContain('"@type": "NewsArticle"')
    expect((await fetchPage(page('latin1.html'), options)).html).toContain(
      'Café culture in Saigon – a history',
    )
  })

  it('refuses what is not HTML', async () => {
    expect(await failure(fetchPage(page('report.pdf'), options))).toEqual({
      code: 'UNSUPPORTED_PAGE',
      status: 422,
      message: 'The address is not a web page (application/pdf): search for its title or DOI instead',
    })
  })

  it('caps the size: announced, streamed and decompressed', async () => {
    const small = { ...options, maxBytes: 64 * 1024 }
    for (const name of ['huge.html', 'huge-chunked.html', 'gzip-bomb.html']) {
      expect(await failure(fetchPage(page(name), small))).toEqual({
        code: 'PAGE_TOO_LARGE',
        status: 422,
        message: 'The page is larger than 0.1 MB',
      })
    }
  })

  it('gives up after the timeout', async () => {
    const started = Date.now()
    expect(await failure(fetchPage(page('stall'), { ...options, timeoutMs: 300 }))).toEqual({
      code: 'FETCH_TIMEOUT',
      status: 504,
      message: 'The page did not answer within 0.3 seconds',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('reports an error status and a closed port', async () => {
    expect(await failure(fetchPage(page('nowhere.html'), options))).toMatchObject({
      code: 'FETCH_FAILED',
      message: 'The page could not be read: the site answered 404 Not Found',
    })
    expect(await failure(fetchPage(new URL('http://127.0.0.1:9/'), options))).toMatchObject({
      code: 'FETCH_FAILED',
      message: 'The page could not be read: the server refused the connection',
    })
  })
})

describe('fetchPage address checks', () => {
  const strict = { ...options, allowLoopback: false }

  it('refuses loopback unless allowed, by name and by address', async () => {
    const port = new URL(fakes.url).port
    for (const address of [
      `http://127.0.0.1:${port}/pages/empty.html`,
      `http://localhost:${port}/pages/empty.html`,
      `http://[::ffff:127.0.0.1]:${port}/pages/empty.html`,
      `http://2130706433:${port}/pages/empty.html`,
      `http://0x7f.1:${port}/pages/empty.html`,
    ]) {
      expect(await failure(fetchPage(new URL(address), strict))).toMatchObject({
        code: 'URL_NOT_ALLOWED',
        message: 'This address cannot be read: it points to a local (loopback) address',
      })
    }
  })

  it.each([
    ['http://10.0.0.1/', 'private network'],
    ['http://192.168.0.1/', 'private network'],
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00::1]/', 'private network'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://[::]/', 'unspecified'],
    ['http://224.0.0.1/', 'multicast or broadcast'],
  ])('refuses %s without connecting', async (address, kind) => {
    expect(await failure(fetchPage(new URL(address), options))).toMatchObject({
      code: 'URL_NOT_ALLOWED',
      message: `This address cannot be read: it points to a ${kind} address`,
    })
  })

  it('refuses a host name that resolves to a private address, and one that has any', async () => {
    const privateOnly = { ...options, resolve: async () => [{ address: '10.1.2.3', family: 4 }] }
    expect((await failure(fetchPage(new URL('http://intranet.example/'), privateOnly))).code).toBe(
      'URL_NOT_ALLOWED',
    )
    const mixed = {
      ...options,
      resolve: async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '169.254.169.254', family: 4 },
      ],
    }
    expect((await failure(fetchPage(new URL('http://rebind.example/'), mixed))).code).toBe('URL_NOT_ALLOWED')
  })

  it('connects to the address it checked, sending the host name', async () => {
    const port = new URL(fakes.url).port
    let lookups = 0
    const pinned = {
      ...options,
      resolve: async () => {
        lookups++
        return [{ address: '127.0.0.1', family: 4 }]
      },
    }
    fakes.requests.length = 0
    const { html } = await fetchPage(new URL(`http://articles.example:${port}/pages/title-only.html`), pinned)
    expect(html).toContain('Library opening hours')
    expect(lookups).toBe(1)
    expect(fakes.requests[0]!.headers.host).toBe(`articles.example:${port}`)
  })

  it('reports a name no server has', async () => {
    const nobody = {
      ...options,
      resolve: () => Promise.reject(Object.assign(new Error('x'), { code: 'ENOTFOUND' })),
    }
    expect(await failure(fetchPage(new URL('http://no-such-host.example/'), nobody))).toMatchObject({
      code: 'FETCH_FAILED',
      message: 'The page could not be read: no server is known as no-such-host.example',
    })
  })
})
