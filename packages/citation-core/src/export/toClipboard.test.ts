import { describe, expect, it } from 'vitest'
import { dictionaryEntry } from '../../test/fixtures/dictionaryEntry.ts'
import type { CitationEntry } from '../csl/CslItem.ts'
import { toClipboard } from './toClipboard.ts'

const entries: CitationEntry[] = [
  {
    formatId: 1,
    item: {
      type: 'book',
      author: [{ family: 'Day', given: 'Trevor' }],
      issued: { 'date-parts': [[2018]] },
      title: 'Success in academic writing',
      edition: 2,
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
  },
  {
    formatId: 1,
    item: {
      type: 'book',
      issued: { 'date-parts': [[2019]] },
      title: 'A Warning',
      publisher: 'Little Brown & Co',
      'publisher-place': 'London',
    },
  },
]

describe('toClipboard', () => {
  it('gives plain text, one reference per line, sorted as the bibliography', () => {
    expect(toClipboard(entries)['text/plain']).toBe(
      'A Warning (2019) Little Brown & Co, London.\nDay T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
    )
  })

  it('gives HTML paragraphs with italics, a hanging indent and the font', () => {
    const html = toClipboard(entries, { fontFamily: 'Times New Roman', fontSize: 12 })['text/html']
    expect(html).toContain('<i>A Warning</i> (2019) Little Brown &amp; Co, London.</p>')
    expect(html).toContain("text-indent:-36pt;font-family:'Times New Roman';font-size:12pt")
    expect(html.match(/<p /g)).toHaveLength(2)
  })

  it('leaves out a dictionary entry with no author, which is cited in text only', () => {
    const data = toClipboard([dictionaryEntry(), ...entries])
    expect(data['text/plain']).toBe(toClipboard(entries)['text/plain'])
    expect(data['text/html']).not.toContain('Macquarie')
    expect(data['text/html'].match(/<p /g)).toHaveLength(2)
  })

  it('falls back to Arial 14 pt and strips quotes from a font name', () => {
    expect(toClipboard(entries, { fontFamily: ' ', fontSize: -3 })['text/html']).toContain(
      "font-family:'Arial';font-size:14pt",
    )
    expect(toClipboard(entries, { fontFamily: `Evil'"<b>` })['text/html']).toContain(
      "font-family:'Evil&quot;&lt;b&gt;'",
    )
  })

  it('copies a selection as the whole list writes it, a/b suffixes kept, in bibliography order', () => {
    const sameAuthorYear = (title: string): CitationEntry => ({
      formatId: 1,
      item: {
        type: 'book',
        author: [{ family: 'Day', given: 'Trevor' }],
        issued: { 'date-parts': [[2018]] },
        title,
        publisher: 'Palgrave',
        'publisher-place': 'Basingstoke',
      },
    })
    const list = [...entries, sameAuthorYear('Writing at university')]
    expect(toClipboard(list, {}, { only: [2] })['text/plain']).toBe(
      'Day T (2018b) Writing at university, Palgrave, Basingstoke.',
    )
    expect(toClipboard(list, {}, { only: new Set([2, 1]) })['text/plain']).toBe(
      'A Warning (2019) Little Brown & Co, London.\nDay T (2018b) Writing at university, Palgrave, Basingstoke.',
    )
    expect(toClipboard(list, {}, { only: [] })['text/plain']).toBe('')
    expect(toClipboard(list, {}, { only: [2] })['text/html'].match(/<p /g)).toHaveLength(1)
  })
})
