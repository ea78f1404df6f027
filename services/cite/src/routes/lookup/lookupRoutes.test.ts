import { type RunningFakes, startFakes } from '@unikit/test-fakes'
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
      const refused = await limited.inject('/api/public/lookup/search?q=resnet')
      expect(refused.json().error.code).toBe('RATE_LIMITED')
      expect(refused.headers['retry-after']).toBeDefined()
      expect(await statuses('/api/public/lookup/search?q=resnet', '203.0.113.9')).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
