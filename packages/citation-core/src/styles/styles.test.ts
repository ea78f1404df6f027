import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { templates } from '../../bench/mixedEntries.ts'
import { formats } from '../catalogue/catalogue.ts'
import { exportDocx } from '../export/exportDocx.ts'
import { toClipboard } from '../export/toClipboard.ts'
import { renderBibliography } from '../render/renderBibliography.ts'
import { renderInText } from '../render/renderInText.ts'
import { renderReference } from '../render/renderReference.ts'
import { type CslStyleId, citationStyles } from './citationStyles.ts'
import { cslTypeFor } from './csl/cslTypeFor.ts'
import { loadStyle } from './loadStyle.ts'
import { StyleNotLoadedError } from './StyleNotLoadedError.ts'
import { isStyleLoaded } from './styleRegistry.ts'

const book = {
  formatId: 1,
  item: {
    type: 'book' as const,
    author: [{ family: 'Nguyễn', given: 'Thị Minh' }],
    issued: { 'date-parts': [[2018]] },
    title: 'Success in academic writing',
    edition: 2,
    publisher: 'Palgrave',
    'publisher-place': 'Basingstoke',
  },
}
const article = {
  formatId: 7,
  item: {
    type: 'article-journal' as const,
    author: [{ family: 'Ayoob', given: 'Mohammed' }],
    issued: { 'date-parts': [[2021]] },
    title: 'Reading habits',
    'container-title': 'Journal of Higher Education',
    volume: 12,
    issue: 3,
    page: '45-67',
  },
}
const cslStyles = citationStyles
  .filter((style) => style.id !== 'rmit-harvard')
  .map((style) => style.id as CslStyleId)

// Building a CSL engine takes a while on a busy CI machine (several test files load styles at once).
describe('styles', { timeout: 60_000 }, () => {
  it('refuses a CSL style before it is loaded, and RMIT Harvard needs no loading', () => {
    expect(isStyleLoaded('rmit-harvard')).toBe(true)
    expect(isStyleLoaded('ieee')).toBe(false)
    expect(() => renderReference(1, book.item, { style: 'ieee' })).toThrow(StyleNotLoadedError)
    expect(renderReference(1, book.item).text).toBe(
      'Nguyễn TM (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
    )
  })

  it('loads a style once, however often it is asked for', async () => {
    const [first, second] = [loadStyle('ieee'), loadStyle('ieee')]
    expect(first).toBe(second)
    await first
    expect(isStyleLoaded('ieee')).toBe(true)
  })

  it('numbers a numeric list in citation order and gives a work its number in text', async () => {
    await loadStyle('ieee')
    const list = renderBibliography([book, article], { style: 'ieee' })
    expect(list.map((entry) => [entry.index, entry.label, entry.inText.text])).toEqual([
      [0, '[1]', '[1]'],
      [1, '[2]', '[2]'],
    ])
    expect(list[0]!.text).toBe(
      'T. M. Nguyễn, Success in academic writing, 2nd ed. Basingstoke: Palgrave, 2018.',
    )
    expect(renderInText(7, article.item, { style: 'ieee', citationNumber: 4, locator: '50' }).text).toBe(
      '[4, p. 50]',
    )
  })

  it('sorts an author-date list by author, as the style does', async () => {
    await loadStyle('apa-7')
    const list = renderBibliography([book, article], { style: 'apa-7' })
    expect(list.map((entry) => [entry.index, entry.label, entry.inText.text, entry.narrative.text])).toEqual([
      [1, undefined, '(Ayoob, 2021)', 'Ayoob (2021)'],
      [0, undefined, '(Nguyễn, 2018)', 'Nguyễn (2018)'],
    ])
  })

  it('copies and exports a numeric list with its labels, in citation order', async () => {
    await loadStyle('vancouver')
    const copied = toClipboard([book, article], { style: 'vancouver' })
    expect(copied['text/plain'].split('\n')).toEqual([
      '1. Nguyễn TM. Success in academic writing. 2nd ed. Basingstoke: Palgrave; 2018.',
      '2. Ayoob M. Reading habits. Journal of Higher Education. 2021;12(3):45-67.',
    ])
    expect(copied['text/html']).toContain('>1. Nguyễn TM.')
    const xml = strFromU8(
      unzipSync(await exportDocx([book, article], { style: 'vancouver' }))['word/document.xml']!,
    )
    const text = xml.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '')
    expect(text).toContain('1.\tNguyễn TM. Success in academic writing.')
    expect(text.indexOf('1.\tNguyễn')).toBeLessThan(text.indexOf('2.\tAyoob'))
  })

  it.each(cslStyles)('%s writes every format through a type its CSL file has a rule for', async (style) => {
    const files = {
      'apa-7': 'apa',
      ieee: 'ieee',
      vancouver: 'nlmCitationSequence',
      'chicago-author-date': 'chicagoAuthorDate17',
    }
    const { default: xml } = (await import(`./vendor/${files[style]}.ts`)) as { default: string }
    const named = new Set([...xml.matchAll(/type="([^"]*)"/g)].flatMap((match) => match[1]!.split(' ')))
    const without = formats.filter((format) => !named.has(cslTypeFor(format.id, style)))
    expect(without.map((format) => format.id)).toEqual([])
  })

  it.each(cslStyles)(
    '%s writes every format: a reference with its title, and an in-text citation',
    async (style) => {
      await loadStyle(style)
      const seen = new Set<number>()
      for (const { formatId, item } of templates) {
        if (seen.has(formatId)) continue
        seen.add(formatId)
        const reference = renderReference(formatId, item, { style }).text
        const title = item.title!.slice(0, 12)
        expect(reference.toLowerCase(), `format ${formatId}`).toContain(title.toLowerCase())
        expect(reference, `format ${formatId}`).not.toMatch(/NO_PRINTED_FORM|undefined|\[CSL/)
        expect(renderInText(formatId, item, { style }).text, `format ${formatId}`).not.toBe('')
      }
      expect(seen.size).toBe(44)
    },
  )
})
