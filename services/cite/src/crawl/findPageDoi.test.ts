import { pageFixture } from '@unikit/test-fakes'
import { describe, expect, it } from 'vitest'
import { extractPageMetadata } from './extractPageMetadata.ts'
import { findPageDoi } from './findPageDoi.ts'

const doiOf = (html: string) => findPageDoi(extractPageMetadata(html, new URL('https://example.com/')))

describe('findPageDoi', () => {
  it('reads citation_doi, not the DOIs of the references', () => {
    expect(doiOf(pageFixture('journal-article.html'))).toBe('10.1080/09544828.2021.1928024')
  })

  it('reads a DOI PropertyValue of the JSON-LD work, not the DOIs it cites', () => {
    expect(doiOf(pageFixture('repository-record.html'))).toBe('10.1038/s41586-020-2649-2')
  })

  it('finds none on a news page', () => {
    expect(doiOf(pageFixture('news-article.html'))).toBeNull()
    expect(doiOf(pageFixture('blog-post.html'))).toBeNull()
  })

  it.each([
    ['<meta name="dc.identifier" content="doi:10.1234/abc.def">', '10.1234/abc.def'],
    ['<meta name="DC.Identifier" content="https://doi.org/10.1234/abc">', '10.1234/abc'],
    ['<meta name="dc.identifier" content="ISBN 978-0-19-968945-3">', null],
    ['<meta name="prism.doi" content="10.1016/S0140-6736(20)30925-9.">', '10.1016/S0140-6736(20)30925-9'],
    [
      '<script type="application/ld+json">{"@type":"ScholarlyArticle","sameAs":"https://doi.org/10.5555/x1"}</script>',
      '10.5555/x1',
    ],
    [
      '<script type="application/ld+json">{"@graph":[{"@type":"Dataset","@id":"https://doi.org/10.5061/dryad.abc"}]}</script>',
      '10.5061/dryad.abc',
    ],
    [
      '<script type="application/ld+json">{"@type":"Article","url":"https://publisher.example/10.1234/other"}</script>',
      null,
    ],
    ['<script type="application/ld+json">{"@type":"Person","identifier":"10.1234/person"}</script>', null],
    ['<link rel="canonical" href="https://doi.org/10.1234%2Fencoded">', '10.1234/encoded'],
    ['<a href="https://doi.org/10.1234/in-body">cited work</a>', null],
  ])('%s → %s', (html, doi) => {
    expect(doiOf(html)).toBe(doi)
  })
})
