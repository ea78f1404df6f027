import { describe, expect, it } from 'vitest'
import blog from '../../test/fixtures/pages/blog-dublin-core.json' with { type: 'json' }
import journal from '../../test/fixtures/pages/journal-citation-meta.json' with { type: 'json' }
import news from '../../test/fixtures/pages/news-jsonld.json' with { type: 'json' }
import video from '../../test/fixtures/pages/video.json' with { type: 'json' }
import webpage from '../../test/fixtures/pages/webpage-graph.json' with { type: 'json' }
import { renderReference } from '../render/renderReference.ts'
import { fromPageMetadata } from './fromPageMetadata.ts'
import type { PageMetadata } from './PageMetadata.ts'

const today = new Date(2021, 10, 26)
const suggest = (page: unknown) => fromPageMetadata(page as PageMetadata, { today })

describe('fromPageMetadata', () => {
  it('reads citation_* tags of a journal page', () => {
    const { formatId, item, missing } = suggest(journal)
    expect(formatId).toBe(8)
    expect(item.author?.[3]).toEqual({ family: 'de Villasante', given: 'Izar' })
    expect(item).toMatchObject({
      'container-title': 'Nutrients',
      volume: '13',
      issue: '2',
      page: '516',
      DOI: '10.3390/nu13020516',
      issued: { 'date-parts': [[2021, 2]] },
    })
    expect(missing).toEqual([])
    expect(renderReference(formatId, item).text).toBe(
      "Llaha F, Gil-Lespinard M, Unal P, de Villasante I, Castañeda J and Zamora-Ros R (2021) 'Consumption of Sweet Beverages and Cancer Risk. A Systematic Review and Meta-Analysis of Observational Studies', Nutrients, 13(2):516, doi:10.3390/nu13020516.",
    )
  })

  it('reads a NewsArticle from JSON-LD', () => {
    const { formatId, item, missing } = suggest(news)
    expect(formatId).toBe(10)
    expect(item.author).toEqual([
      { family: 'Proust', given: 'Marie' },
      { family: 'Gailberger', given: 'Jade' },
    ])
    expect(item['container-title']).toBe('Herald Sun')
    expect(item.URL).toBe(news.meta['og:url'])
    expect(missing).toEqual([])
    expect(renderReference(formatId, item).text).toBe(
      `Proust M and Gailberger J (28 November 2021) 'Experts call for booster shots to be given earlier as Omicron confirmed in Australia', Herald Sun, accessed 26 November 2021. ${news.meta['og:url']}`,
    )
  })

  it('reads a webpage from an @graph and OpenGraph, decoding entities', () => {
    const { formatId, item } = suggest(webpage)
    expect(formatId).toBe(13)
    expect(item).toMatchObject({
      title: "What is AI? Here's everything you need to know about artificial intelligence",
      author: [{ family: 'Heath', given: 'Nick' }],
      issued: { 'date-parts': [[2021, 7, 23]] },
      website: 'ZDNET',
    })
  })

  it('reads a blog from Dublin Core and a BlogPosting', () => {
    const { formatId, item, missing } = suggest(blog)
    expect(formatId).toBe(11)
    expect(item).toMatchObject({
      title: 'Why academic writing sucks (and how we can fix it)',
      author: [{ family: 'Mewburn', given: 'Inger' }],
      issued: { 'date-parts': [[2020, 6, 10]] },
      'container-title': 'The Thesis Whisperer',
    })
    expect(missing).toEqual([])
  })

  it('reads a video with its channel as author and container', () => {
    const { formatId, item } = suggest(video)
    expect(formatId).toBe(24)
    expect(renderReference(formatId, item).text).toBe(
      "ABC News In-depth (16 June 2021) 'Bitcoin explained: everything you need to know about the crypto craze | The Business' [video], ABC News In-depth, YouTube website, accessed 26 November 2021. https://www.youtube.com/watch?v=MlGLpSvs34Q",
    )
  })

  it('falls back to the document title and host name', () => {
    const { formatId, item, missing } = suggest({ url: 'https://www.telstra.com.au/', title: 'Telstra' })
    expect(formatId).toBe(13)
    expect(item).toMatchObject({
      title: 'Telstra',
      website: 'telstra.com.au',
      URL: 'https://www.telstra.com.au/',
    })
    expect(missing).toEqual(['author', 'issued'])
  })
})
