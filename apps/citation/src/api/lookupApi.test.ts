import { readApiError } from '@unikit/auth'
import { describe, expect, inject, it } from 'vitest'
import { crawlUrl, lookupDoi, searchWorks } from './lookupApi.ts'

const page = (name: string) => `${inject('fakesUrl')}/pages/${name}`

/** Against the real cite service, which asks the Crossref and page fakes (test/node/citeService.ts). */
describe('the auto-cite calls', () => {
  it('look a DOI up, with its slash encoded', async () => {
    const result = await lookupDoi('10.1080/09544828.2021.1928024')
    expect(result).toMatchObject({
      title: 'Novelty metrics in engineering design',
      authors: ['Fiorineschi L', 'Rotini F'],
      suggestion: { formatId: 7, missing: [] },
    })
  })

  it('answer an unknown DOI with a coded 404', async () => {
    const error = await lookupDoi('10.5555/nothing').catch((e: unknown) => e)
    expect(readApiError(error)).toMatchObject({ status: 404, code: 'DOI_NOT_FOUND' })
  })

  it('search titles, narrowed to a Crossref type or not', async () => {
    const all = await searchWorks('thematic analysis')
    expect(all[0]?.title).toMatch(/^Thematic analysis/)
    const chapters = await searchWorks('array programming numpy', 'book-chapter')
    expect(chapters.every((result) => result.suggestion.formatId === 43)).toBe(true)
    expect(await searchWorks('zzzz nothing')).toEqual([])
  })

  it('crawl a page: its DOI on Crossref first, else its own metadata', async () => {
    expect((await crawlUrl(page('journal-article.html'))).doi).toBe('10.1080/09544828.2021.1928024')
    expect(await crawlUrl(page('news-article.html'))).toMatchObject({
      source: 'Mekong Herald',
      suggestion: { formatId: 10 },
    })
  })

  it('refuse a PDF with a code the form can explain', async () => {
    const error = await crawlUrl(page('report.pdf')).catch((e: unknown) => e)
    expect(readApiError(error)).toMatchObject({ status: 422, code: 'UNSUPPORTED_PAGE' })
  })

  it('stop when cancelled', async () => {
    const controller = new AbortController()
    const call = crawlUrl(page('stall'), controller.signal).catch((e: unknown) => e)
    controller.abort()
    expect(readApiError(await call).code).toBe('ABORTED')
  })
})
