import { type RunningFakes, startFakes } from '@unikit/test-fakes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { CiteApp } from '../../CiteApp.ts'
import { buildCiteTestApp } from '../../testing/buildCiteTestApp.ts'

let fakes: RunningFakes
let app: CiteApp
beforeAll(async () => {
  fakes = await startFakes()
  // Many crawls from one address here: the limit has its own test below.
  app = await buildCiteTestApp(fakes, { CITE_CRAWL_RATE_MAX: 1000 })
})
afterAll(async () => {
  await app.close()
  await fakes.close()
})
beforeEach(() => {
  fakes.requests.length = 0
})

const crawl = async (url: string, type = '', on = app) => {
  const response = await on.inject({
    method: 'POST',
    url: `/api/public/crawl/url?type=${type}`,
    payload: { url },
  })
  return { status: response.statusCode, body: response.json() }
}
const page = (name: string) => `${fakes.url}/pages/${name}`
const paths = () => fakes.requests.map((request) => request.url.split('?')[0])

describe('POST /api/public/crawl/url', () => {
  it('looks up the DOI a journal page carries on Crossref', async () => {
    const { status, body } = await crawl(page('journal-article.html'))
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      id: '10.1080/09544828.2021.1928024',
      title: 'Novelty metrics in engineering design',
      authors: ['Fiorineschi L', 'Rotini F'],
      source: 'Journal of Engineering Design',
      suggestion: { formatId: 7, missing: [] },
    })
    expect(paths()).toEqual(['/pages/journal-article.html', '/crossref/works/10.1080/09544828.2021.1928024'])
  })

  it('finds a DOI given only in JSON-LD', async () => {
    const { body } = await crawl(page('repository-record.html'), 'doi')
    expect(body.data.doi).toBe('10.1038/s41586-020-2649-2')
  })

  it('builds a newspaper article from OpenGraph and JSON-LD when there is no DOI', async () => {
    const { status, body } = await crawl(page('news-article.html'))
    expect(status).toBe(200)
    const url = 'https://www.mekongherald.example/education/2023/09/14/students-ai-tools-survey'
    expect(body.data).toMatchObject({
      id: url,
      title: 'Students turn to AI tools for reading, not writing, survey finds',
      authors: ['Phạm L', 'Nguyen D'],
      year: 2023,
      source: 'Mekong Herald',
      kind: 'article-newspaper',
      doi: null,
      url,
      suggestion: { formatId: 10, missing: [] },
    })
    expect(body.data.suggestion.item.accessed['date-parts'][0]).toHaveLength(3)
    expect(paths()).toEqual(['/pages/news-article.html'])
  })

  it('builds a blog post from Dublin Core and an @graph', async () => {
    const { body } = await crawl(page('blog-post.html'))
    expect(body.data).toMatchObject({ kind: 'post-weblog', authors: ['Linh H'], source: 'The Study Desk' })
  })

  it('uses the page when Crossref does not know its DOI, keeping the DOI', async () => {
    const { body } = await crawl(page('unknown-doi.html'))
    expect(body.data).toMatchObject({
      id: '10.5555/unikit.unregistered.001',
      doi: '10.5555/unikit.unregistered.001',
      title: 'Peer feedback in first-year writing',
      authors: ['Võ TH', 'Smith A'],
      suggestion: { formatId: 8, missing: [] },
    })
  })

  it('answers a webpage with what is missing for a page with only a title', async () => {
    const { body } = await crawl(page('title-only.html'))
    expect(body.data).toMatchObject({
      title: 'Library opening hours',
      kind: 'webpage',
      suggestion: { formatId: 13, missing: ['author', 'issued'] },
    })
  })

  it('answers NOTHING_FOUND for a page with nothing to cite', async () => {
    expect(await crawl(page('empty.html'))).toEqual({
      status: 422,
      body: { error: { code: 'NOTHING_FOUND', message: 'No citation details were found on this page' } },
    })
  })

  it('with type=doi, wants a DOI and nothing else', async () => {
    expect(await crawl(page('news-article.html'), 'doi')).toEqual({
      status: 422,
      body: { error: { code: 'NOTHING_FOUND', message: 'No DOI was found on this page' } },
    })
    expect((await crawl(page('unknown-doi.html'), 'doi')).body.error.code).toBe('DOI_NOT_FOUND')
  })

  it('goes straight to Crossref for a doi.org link', async () => {
    const { body } = await crawl('https://doi.org/10.1109/CVPR.2016.90')
    expect(body.data.title).toBe('Deep Residual Learning for Image Recognition')
    expect(paths()).toEqual(['/crossref/works/10.1109/CVPR.2016.90'])
  })

  it('follows redirects to the page', async () => {
    expect((await crawl(page('redirect'))).body.data.doi).toBe('10.1080/09544828.2021.1928024')
  })

  it('still finds a work whose unreadable address holds its DOI', async () => {
    const { status, body } = await crawl(page('doi/pdf/10.1371/journal.pmed.0020124'))
    expect(status).toBe(200)
    expect(body.data.title).toBe('Why Most Published Research Findings Are False')
    expect((await crawl(page('doi/pdf/10.5555/not.registered'))).body.error.code).toBe('FETCH_FAILED')
  })

  it.each([
    ['report.pdf', 422, 'UNSUPPORTED_PAGE'],
    ['not-found', 502, 'FETCH_FAILED'],
    ['redirect-loop', 502, 'FETCH_FAILED'],
    ['redirect-private', 400, 'URL_NOT_ALLOWED'],
    ['redirect-file', 400, 'URL_NOT_ALLOWED'],
    ['gzip-bomb.html', 422, 'PAGE_TOO_LARGE'],
  ])('answers %s with %i %s', async (name, status, code) => {
    const answer = await crawl(page(name))
    expect(answer.status).toBe(status)
    expect(answer.body.error.code).toBe(code)
  })

  it.each([
    ['example.com/article', 'INVALID_URL'],
    ['ftp://example.com/paper.pdf', 'INVALID_URL'],
    ['file:///etc/passwd', 'INVALID_URL'],
    ['http://admin:secret@example.com/', 'URL_NOT_ALLOWED'],
    ['http://169.254.169.254/latest/meta-data/', 'URL_NOT_ALLOWED'],
    ['http://[::ffff:10.0.0.1]/', 'URL_NOT_ALLOWED'],
  ])('refuses %s with %s', async (url, code) => {
    const answer = await crawl(url)
    expect(answer.status).toBe(400)
    expect(answer.body.error.code).toBe(code)
    expect(fakes.requests).toEqual([])
  })

  it('validates the request', async () => {
    expect((await crawl(`https://example.com/${'x'.repeat(2048)}`)).body.error.code).toBe('VALIDATION_FAILED')
    expect((await crawl(page('news-article.html'), 'pdf')).body.error.code).toBe('VALIDATION_FAILED')
    const noBody = await app.inject({ method: 'POST', url: '/api/public/crawl/url' })
    expect(noBody.statusCode).toBe(400)
  })
})

describe('crawl limits', () => {
  it('refuses loopback pages unless CITE_ALLOW_LOOPBACK is set', async () => {
    const strict = await buildCiteTestApp(fakes, { CITE_ALLOW_LOOPBACK: false })
    try {
      expect(await crawl(page('news-article.html'), '', strict)).toEqual({
        status: 400,
        body: {
          error: {
            code: 'URL_NOT_ALLOWED',
            message: 'This address cannot be read: it points to a local (loopback) address',
          },
        },
      })
      expect(fakes.requests).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('applies the configured timeout and size', async () => {
    const tight = await buildCiteTestApp(fakes, { CRAWL_TIMEOUT_MS: 300, CRAWL_MAX_BYTES: 2048 })
    try {
      expect(await crawl(page('stall'), '', tight)).toEqual({
        status: 504,
        body: { error: { code: 'FETCH_TIMEOUT', message: 'The page did not answer within 0.3 seconds' } },
      })
      expect((await crawl(page('news-article.html'), '', tight)).body.error.code).toBe('PAGE_TOO_LARGE')
    } finally {
      await tight.close()
    }
  })

  it('answers 429 RATE_LIMITED past the crawl limit', async () => {
    const limited = await buildCiteTestApp(fakes, { CITE_CRAWL_RATE_MAX: 2 })
    try {
      const statuses = []
      for (let i = 0; i < 3; i++) statuses.push((await crawl(page('title-only.html'), '', limited)).status)
      expect(statuses).toEqual([200, 200, 429])
    } finally {
      await limited.close()
    }
  })
})
