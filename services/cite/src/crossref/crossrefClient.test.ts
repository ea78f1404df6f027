import { misbehavingDois, type RunningFakes, startFakes } from '@unikit/test-fakes'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { failureOf } from '../testing/failureOf.ts'
import { type CrossrefClientOptions, createCrossrefClient } from './crossrefClient.ts'

let fakes: RunningFakes
beforeAll(async () => {
  fakes = await startFakes()
})
afterAll(() => fakes.close())
beforeEach(() => {
  fakes.requests.length = 0
})

const client = (options: Partial<CrossrefClientOptions> = {}) =>
  createCrossrefClient({
    baseUrl: fakes.crossrefUrl,
    mailto: 'cite@unikit.example',
    timeoutMs: 2000,
    cacheSize: 100,
    cacheTtlMs: 60_000,
    ...options,
  })
const crossrefRequests = () => fakes.requests.filter((request) => request.url.startsWith('/crossref/'))
const failure = failureOf

describe('Crossref work by DOI', () => {
  it('answers a LookupResult with the engine suggestion', async () => {
    const result = await client().work('10.1080/09544828.2021.1928024')
    expect(result).toMatchObject({
      id: '10.1080/09544828.2021.1928024',
      title: 'Novelty metrics in engineering design',
      authors: ['Fiorineschi L', 'Rotini F'],
      year: 2021,
      source: 'Journal of Engineering Design',
      kind: 'article-journal',
      doi: '10.1080/09544828.2021.1928024',
      url: 'https://doi.org/10.1080/09544828.2021.1928024',
    })
    expect(result.suggestion).toEqual({
      formatId: 7,
      missing: [],
      item: expect.objectContaining({
        type: 'article-journal',
        author: [
          { family: 'Fiorineschi', given: 'Lorenzo' },
          { family: 'Rotini', given: 'Federico' },
        ],
        // published-print wins over issued (the online date)
        issued: { 'date-parts': [[2021, 11, 2]] },
        volume: '32',
        issue: '11',
        page: '590-620',
        publisher: 'Informa UK Limited',
      }),
    })
  })

  it('asks from the polite pool: mailto and a User-Agent naming it', async () => {
    await client().work('10.1038/s41586-020-2649-2')
    const [request] = crossrefRequests()
    expect(request!.url).toBe('/crossref/works/10.1038/s41586-020-2649-2?mailto=cite%40unikit.example')
    expect(request!.headers['user-agent']).toContain('mailto:cite@unikit.example')
    await client({ mailto: '' }).work('10.1038/s41586-020-2649-2')
    expect(crossrefRequests()[1]!.url).toBe('/crossref/works/10.1038/s41586-020-2649-2')
  })

  it('maps markup in titles, organisation authors, article numbers, chapters and proceedings', async () => {
    const crossref = client()
    expect((await crossref.work('10.1126/science.277.5331.1453')).title).toBe(
      'The Complete Genome Sequence of Escherichia coli K-12',
    )
    const nguyen = await crossref.work('10.5555/unikit.2023.014')
    expect(nguyen.title).toBe('Citation practices of Vietnamese undergraduates: a survey of two universities')
    expect(nguyen.authors).toEqual(['Nguyễn TM', 'Trần VA'])
    const gbd = await crossref.work('10.1016/S0140-6736(20)30925-9')
    expect(gbd.authors).toEqual(['GBD 2019 Diseases and Injuries Collaborators'])
    expect(gbd.title).toContain('1990–2019')
    const plos = await crossref.work('10.1371/journal.pmed.0020124')
    expect(plos.suggestion.item).toMatchObject({ number: 'e124', issued: { 'date-parts': [[2005, 8, 30]] } })
    expect(plos.suggestion.item).not.toHaveProperty('page')
    const chapter = await crossref.work('10.1037/13620-004')
    expect(chapter.suggestion.formatId).toBe(43)
    expect(chapter.suggestion.item).toMatchObject({ 'publisher-place': 'Washington', page: '57-71' })
    expect(chapter.suggestion.item).toHaveProperty('editor', expect.any(Array))
    expect(chapter.authors).toEqual(['Braun V', 'Clarke V'])
    const paper = await crossref.work('10.1109/CVPR.2016.90')
    expect(paper).toMatchObject({
      kind: 'paper-conference',
      year: 2016,
      authors: ['He K', 'Zhang X', 'Ren S', 'Sun J'],
    })
    expect(paper.suggestion.formatId).toBe(40)
  })

  it('caches answers by DOI, case-insensitively, and shares a request under way', async () => {
    const crossref = client()
    await Promise.all([crossref.work('10.1109/CVPR.2016.90'), crossref.work('10.1109/cvpr.2016.90')])
    await crossref.work('10.1109/Cvpr.2016.90')
    expect(crossrefRequests()).toHaveLength(1)
  })

  it('asks again once the cache is off or the entry has expired', async () => {
    const off = client({ cacheSize: 0 })
    await off.work('10.1109/cvpr.2016.90')
    await off.work('10.1109/cvpr.2016.90')
    expect(crossrefRequests()).toHaveLength(2)
    const brief = client({ cacheTtlMs: 20 })
    await brief.work('10.1109/cvpr.2016.90')
    await new Promise((resolve) => setTimeout(resolve, 30))
    await brief.work('10.1109/cvpr.2016.90')
    expect(crossrefRequests()).toHaveLength(4)
  })

  it('answers DOI_NOT_FOUND for a DOI Crossref does not know, and does not cache it', async () => {
    const crossref = client()
    const expected = {
      code: 'DOI_NOT_FOUND',
      status: 404,
      message: 'No work with DOI 10.5555/nope was found',
    }
    expect(await failure(crossref.work('10.5555/nope'))).toEqual(expected)
    expect(await failure(crossref.work('10.5555/nope'))).toEqual(expected)
    expect(crossrefRequests()).toHaveLength(2)
  })

  it.each([
    [misbehavingDois.serverError, 'The scholarly lookup failed: Crossref answered 500'],
    [misbehavingDois.busy, 'The scholarly lookup failed: Crossref is busy; try again in a minute'],
    [misbehavingDois.notJson, 'The scholarly lookup failed: Crossref sent an answer that cannot be read'],
    [misbehavingDois.wrongShape, 'The scholarly lookup failed: Crossref sent an unexpected answer'],
  ])('answers LOOKUP_FAILED when Crossref misbehaves (%s)', async (doi, message) => {
    expect(await failure(client().work(doi))).toEqual({ code: 'LOOKUP_FAILED', status: 502, message })
  })

  it('answers LOOKUP_TIMEOUT when Crossref does not answer in time', async () => {
    const started = Date.now()
    expect(await failure(client({ timeoutMs: 200 }).work(misbehavingDois.stall))).toEqual({
      code: 'LOOKUP_TIMEOUT',
      status: 504,
      message: 'The scholarly lookup did not answer within 0.2 seconds',
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('answers LOOKUP_FAILED when Crossref cannot be reached', async () => {
    const closed = client({ baseUrl: 'http://127.0.0.1:9/crossref' })
    expect(await failure(closed.work('10.1000/xyz'))).toMatchObject({
      code: 'LOOKUP_FAILED',
      message: 'The scholarly lookup failed: Crossref cannot be reached',
    })
    expect(await failure(closed.search('novelty metrics'))).toMatchObject({ code: 'LOOKUP_FAILED' })
  })
})

describe('Crossref bibliographic search', () => {
  it('asks for 10 rows and answers the matches best first', async () => {
    const results = await client().search('  novelty   metrics fiorineschi ')
    expect(results[0]!.doi).toBe('10.1080/09544828.2021.1928024')
    const url = new URL(crossrefRequests()[0]!.url, fakes.url)
    expect(url.pathname).toBe('/crossref/works')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'query.bibliographic': 'novelty metrics fiorineschi',
      rows: '10',
      mailto: 'cite@unikit.example',
    })
  })

  it('filters by Crossref type', async () => {
    const results = await client().search('thematic analysis psychology', 'book-chapter')
    expect(results.map((result) => result.doi)).toEqual(['10.1037/13620-004'])
    expect(new URL(crossrefRequests()[0]!.url, fakes.url).searchParams.get('filter')).toBe(
      'type:book-chapter',
    )
  })

  it('answers an empty list when nothing matches, and caches by query', async () => {
    const crossref = client()
    expect(await crossref.search('zzzz qqqq')).toEqual([])
    expect(await crossref.search('ZZZZ  qqqq')).toEqual([])
    expect(crossrefRequests()).toHaveLength(1)
  })
})
