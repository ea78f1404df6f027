import { expect, test } from '@playwright/test'
import { fakesUrl } from '../../support/run.ts'

/** The cite service through the one origin (gateway → cite → the loopback fakes). */
test.describe('cite API', () => {
  test('looks up a DOI on (fake) Crossref', async ({ request }) => {
    const response = await request.get('/api/public/lookup/doi/10.1080/09544828.2021.1928024')
    expect(response.status()).toBe(200)
    const { data } = await response.json()
    expect(data).toMatchObject({
      id: '10.1080/09544828.2021.1928024',
      title: 'Novelty metrics in engineering design',
      authors: ['Fiorineschi L', 'Rotini F'],
      source: 'Journal of Engineering Design',
      suggestion: { formatId: 7, missing: [] },
    })
  })

  test('looks up an ISBN on (fake) Open Library, and says when its check digit does not add up', async ({
    request,
  }) => {
    const response = await request.get('/api/public/lookup/isbn/978-1-352-00309-3')
    expect(response.status()).toBe(200)
    expect((await response.json()).data).toMatchObject({
      title: 'Success in academic writing',
      authors: ['Day T'],
      suggestion: { formatId: 1, missing: [] },
    })
    const mistyped = await request.get('/api/public/lookup/isbn/978-1-352-00309-4')
    expect(mistyped.status()).toBe(400)
    expect((await mistyped.json()).error.code).toBe('INVALID_ISBN')
  })

  test('searches by title', async ({ request }) => {
    const response = await request.get('/api/public/lookup/search', {
      params: { q: 'array programming numpy' },
    })
    expect(response.status()).toBe(200)
    const { data } = await response.json()
    expect(data[0]).toMatchObject({ doi: '10.1038/s41586-020-2649-2', title: 'Array programming with NumPy' })
  })

  test('crawls a page: its DOI on Crossref, or its own metadata', async ({ request }) => {
    const journal = await request.post('/api/public/crawl/url?type=', {
      data: { url: `${fakesUrl}/pages/journal-article.html` },
    })
    expect((await journal.json()).data.doi).toBe('10.1080/09544828.2021.1928024')

    const news = await request.post('/api/public/crawl/url', {
      data: { url: `${fakesUrl}/pages/news-article.html` },
    })
    expect((await news.json()).data).toMatchObject({
      title: 'Students turn to AI tools for reading, not writing, survey finds',
      source: 'Mekong Herald',
      suggestion: { formatId: 10 },
    })

    const empty = await request.post('/api/public/crawl/url', {
      data: { url: `${fakesUrl}/pages/empty.html` },
    })
    expect(empty.status()).toBe(422)
    expect((await empty.json()).error.code).toBe('NOTHING_FOUND')
  })

  test('refuses a private address', async ({ request }) => {
    const response = await request.post('/api/public/crawl/url', {
      data: { url: 'http://169.254.169.254/latest/meta-data/' },
    })
    expect(response.status()).toBe(400)
    expect((await response.json()).error.code).toBe('URL_NOT_ALLOWED')
  })

  test('counts a created citation per format', async ({ request }) => {
    const before = (await (await request.get('/api/public/event/formats')).json()).data['39'] ?? 0
    const emitted = await request.post('/api/public/event/emit?event=citation-created-39')
    expect(emitted.status()).toBe(204)
    const after = (await (await request.get('/api/public/event/formats')).json()).data['39']
    expect(after).toBe(before + 1)
  })
})
