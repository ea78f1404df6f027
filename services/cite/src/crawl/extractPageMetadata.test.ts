import { pageFixture } from '@unikit/test-fakes'
import { describe, expect, it } from 'vitest'
import { extractPageMetadata } from './extractPageMetadata.ts'

const at = new URL('https://www.example.com/articles/1')

describe('extractPageMetadata', () => {
  it('reads meta tags by lower-cased name, keeping repeated ones in order', () => {
    const page = extractPageMetadata(pageFixture('journal-article.html'), at)
    expect(page.meta).toMatchObject({
      citation_title: ['Novelty metrics in engineering design'],
      citation_author: ['Fiorineschi, Lorenzo', 'Rotini, Federico'],
      citation_doi: ['10.1080/09544828.2021.1928024'],
      'dc.creator': [' Lorenzo  Fiorineschi ', ' Federico  Rotini '].map((name) => name.trim()),
      'og:site_name': ['Taylor & Francis'],
    })
    expect(page.url).toBe(at.href)
    expect(page.canonical).toBe('https://www.tandfonline.com/doi/full/10.1080/09544828.2021.1928024')
  })

  it('takes the document title, not an SVG title, and never reads markup inside scripts', () => {
    const page = extractPageMetadata(pageFixture('journal-article.html'), at)
    expect(page.title).toBe(
      'Novelty metrics in engineering design: Journal of Engineering Design: Vol 32, No 11',
    )
    expect(page.meta?.citation_doi).toEqual(['10.1080/09544828.2021.1928024'])
  })

  it('parses JSON-LD blocks and skips broken ones', () => {
    const page = extractPageMetadata(pageFixture('news-article.html'), at)
    expect(page.jsonLd).toHaveLength(2)
    expect(page.jsonLd?.[0]).toMatchObject({
      '@type': 'NewsArticle',
      author: [{ name: 'Lan Phạm' }, { name: 'David Nguyen' }],
    })
  })

  it('finds nothing on a page that has nothing', () => {
    expect(extractPageMetadata(pageFixture('empty.html'), at)).toEqual({
      url: at.href,
      meta: { viewport: ['width=device-width'] },
      jsonLd: [],
    })
  })

  it('copes with sloppy markup', () => {
    const html = `<HTML><Head><TITLE>A &amp; B</TITLE>
      <META PROPERTY=og:title CONTENT='Single quoted'>
      <meta name="citation_author" content="">
      <meta name=description content=unquoted>
      <base href="https://cdn.example/base/">
      <link rel="alternate canonical" href="../page">
      <script type="application/ld+json"><!-- {"@type":"WebPage","name":"Commented"} --></script>
      <script type=" Application/LD+JSON ">//<![CDATA[
        {"@type":"Article"}
      //]]></script>
      <p>unclosed <div>`
    const page = extractPageMetadata(html, at)
    expect(page.title).toBe('A & B')
    expect(page.meta).toEqual({ 'og:title': ['Single quoted'], description: ['unquoted'] })
    expect(page.canonical).toBe('https://cdn.example/page')
    expect(page.jsonLd).toEqual([{ '@type': 'WebPage', name: 'Commented' }, { '@type': 'Article' }])
  })

  it('keeps only http(s) canonical links and bounds what it keeps', () => {
    const metas = Array.from({ length: 1500 }, (_, i) => `<meta name="k${i}" content="${'x'.repeat(5000)}">`)
    const html = `<link rel=canonical href="javascript:alert(1)">${metas.join('')}`
    const page = extractPageMetadata(html, at)
    expect(page.canonical).toBeUndefined()
    expect(Object.keys(page.meta ?? {})).toHaveLength(1000)
    expect(page.meta?.k0).toEqual(['x'.repeat(4000)])
  })
})
