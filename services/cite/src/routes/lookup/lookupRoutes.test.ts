import { misbehavingIsbns, type RunningFakes, startFakes } from '@unikit/test-fakes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CiteApp } from '../../CiteApp.ts'
import { buildCiteTestApp } from '../../testing/buildCiteTestApp.ts'

let fakes: RunningFakes
let app: CiteApp
beforeAll(async () => {
  fakes = await startFakes()
  app = await buildCiteTestApp(fakes)
})
afterAll(async () => {
  await app.close()
  await fakes.close()
})

const get = async (url: string) => {
  const response = await app.inject(url)
  return { status: response.statusCode, body: response.json() }
}

describe('GET /api/public/lookup/doi/{doi}', () => {
  it.each([
    '10.1080/09544828.2021.1928024',
    '10.1080%2F09544828.2021.1928024',
    'doi%3A10.1080%2F09544828.2021.1928024',
    'https%3A%2F%2Fdoi.org%2F10.1080%2F09544828.2021.1928024',
  ])('finds the Fiorineschi and Rotini article by %s', async (doi) => {
    const { status, body } = await get(`/api/public/lookup/doi/${doi}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id: '10.1080/09544828.2021.1928024',
      title: 'Novelty metrics in engineering design',
      authors: ['Fiorineschi L', 'Rotini F'],
      suggestion: { formatId: 7, missing: [] },
    })
  })

  it('keeps brackets in a DOI', async () => {
    const { body } = await get('/api/public/lookup/doi/10.1016/S0140-6736(20)30925-9')
    expect(body.data.authors).toEqual(['GBD 2019 Diseases and Injuries Collaborators'])
  })

  it('answers INVALID_DOI for what is not a DOI, and DOI_NOT_FOUND for an unknown one', async () => {
    expect(await get('/api/public/lookup/doi/novelty%20metrics')).toEqual({
      status: 400,
      body: { error: { code: 'INVALID_DOI', message: 'Enter a DOI such as 10.1000/xyz123' } },
    })
    expect(await get('/api/public/lookup/doi/10.5555/unknown.work')).toEqual({
      status: 404,
      body: { error: { code: 'DOI_NOT_FOUND', message: 'No work with DOI 10.5555/unknown.work was found' } },
    })
  })
})

describe('GET /api/public/lookup/search', () => {
  it('answers up to 10 works, best first', async () => {
    const { status, body } = await get('/api/public/lookup/search?q=array%20programming%20numpy')
    expect(status).toBe(200)
    expect(body.data[0]).toMatchObject({ doi: '10.1038/s41586-020-2649-2', year: 2020, source: 'Nature' })
    expect(body.data[0].authors).toHaveLength(26)
    expect(body.data[0].authors[2]).toBe('van der Walt SJ')
  })

  it('filters by type, an empty type meaning every type', async () => {
    const chapters = await get('/api/public/lookup/search?q=thematic%20analysis&type=book-chapter')
    expect(chapters.body.data.map((result: { kind: string }) => result.kind)).toEqual(['chapter'])
    const all = await get('/api/public/lookup/search?q=thematic%20analysis&type=')
    expect(all.status).toBe(200)
  })

  it.each([
    ['q=ab', 'querystring.q'],
    ['q=%20%20%20', 'querystring.q'],
    [`q=${'x'.repeat(256)}`, 'querystring.q'],
    ['', 'querystring.q'],
    ['q=novelty&type=Journal%20Article', 'querystring.type'],
  ])('refuses %s', async (query, field) => {
    const { status, body } = await get(`/api/public/lookup/search?${query}`)
    expect(status).toBe(400)
    expect(body.error.code).toBe('VALIDATION_FAILED')
    expect(body.error.message).toContain(field)
  })
})

describe('GET /api/public/lookup/isbn/{isbn}', () => {
  it.each(['9781352003093', '978-1-352-00309-3', '978%201%20352%2000309%203', '1352003090', '1-352-00309-0'])(
    'finds Success in academic writing by %s',
    async (isbn) => {
      const { status, body } = await get(`/api/public/lookup/isbn/${isbn}`)
      expect(status).toBe(200)
      expect(body.data).toMatchObject({
        title: 'Success in academic writing',
        authors: ['Day T'],
        year: 2018,
        suggestion: { formatId: 1, missing: [] },
      })
    },
  )

  it('answers INVALID_ISBN when the check digit does not add up or the digits are no ISBN', async () => {
    expect(await get('/api/public/lookup/isbn/978-1-352-00309-4')).toEqual({
      status: 400,
      body: {
        error: {
          code: 'INVALID_ISBN',
          message: 'ISBN 9781352003094 does not add up: a digit is likely mistyped',
        },
      },
    })
    expect((await get('/api/public/lookup/isbn/1234567890128')).body.error).toEqual({
      code: 'INVALID_ISBN',
      message: 'An ISBN of 13 digits starts with 978 or 979',
    })
    expect((await get('/api/public/lookup/isbn/12345678901')).body.error.code).toBe('INVALID_ISBN')
    expect((await get('/api/public/lookup/isbn/not-an-isbn-at-all')).body.error.code).toBe(
      'VALIDATION_FAILED',
    )
  })

  it('answers ISBN_NOT_FOUND for a book Open Library does not know', async () => {
    expect(await get('/api/public/lookup/isbn/9780000000002')).toEqual({
      status: 404,
      body: { error: { code: 'ISBN_NOT_FOUND', message: 'No book with ISBN 9780000000002 was found' } },
    })
  })

  it('answers 502 and 504 when Open Library fails', async () => {
    const slow = await buildCiteTestApp(fakes, { OPENLIBRARY_TIMEOUT_MS: 200 })
    try {
      const stalled = await slow.inject(`/api/public/lookup/isbn/${misbehavingIsbns.stall}`)
      expect(stalled.statusCode).toBe(504)
      expect(stalled.json().error.code).toBe('LOOKUP_TIMEOUT')
      const busy = await slow.inject(`/api/public/lookup/isbn/${misbehavingIsbns.busy}`)
      expect(busy.statusCode).toBe(502)
      expect(busy.json().error.code).toBe('LOOKUP_FAILED')
    } finally {
      await slow.close()
    }
  })
})

describe('lookup rate limit', () => {
  it('answers 429 RATE_LIMITED past the limit per address, for each lookup route', async () => {
    const limited = await buildCiteTestApp(fakes, { CITE_LOOKUP_RATE_MAX: 2 })
    try {
      const statuses = async (url: string, remoteAddress = '127.0.0.1') => {
        const seen = []
        for (let i = 0; i < 3; i++) seen.push((await limited.inject({ url, remoteAddress })).statusCode)
        return seen
      }
      expect(await statuses('/api/public/lookup/doi/10.1109/cvpr.2016.90')).toEqual([200, 200, 429])
      expect(await statuses('/api/public/lookup/search?q=resnet')).toEqual([200, 200, 429])
      expect(await statuses('/api/public/lookup/isbn/9780140328721')).toEqual([200, 200, 429])
      const refused = await limited.inject('/api/public/lookup/search?q=resnet')
      expect(refused.json().error.code).toBe('RATE_LIMITED')
      expect(refused.headers['retry-after']).toBeDefined()
      expect(await statuses('/api/public/lookup/search?q=resnet', '203.0.113.9')).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
