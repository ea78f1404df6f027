import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { dictionaryEntry } from '../../test/fixtures/dictionaryEntry.ts'
import type { CitationEntry } from '../csl/CslItem.ts'
import { exportDocx } from './exportDocx.ts'

const entries: CitationEntry[] = [
  {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        { family: 'Fiorineschi', given: 'Lorenzo' },
        { family: 'Rotini', given: 'Federico' },
      ],
      issued: { 'date-parts': [[2021]] },
      title: 'Novelty metrics in engineering design',
      'container-title': 'Journal of Engineering Design',
      volume: 32,
      issue: 11,
      page: '590-620',
      DOI: '10.1080/09544828.2021.1928024',
    },
  },
  {
    formatId: 1,
    item: {
      type: 'book',
      author: [{ family: 'Day', given: 'Trevor' }],
      issued: { 'date-parts': [[2018]] },
      title: 'Success in academic writing',
      publisher: 'Palgrave & Co',
      'publisher-place': 'Basingstoke',
    },
  },
]

async function documentXml(
  options?: Parameters<typeof exportDocx>[1],
  selection?: Parameters<typeof exportDocx>[2],
  list: readonly CitationEntry[] = entries,
): Promise<string> {
  const bytes = await exportDocx(list, options, selection)
  expect(bytes).toBeInstanceOf(Uint8Array)
  return strFromU8(unzipSync(bytes)['word/document.xml']!)
}

describe('exportDocx', () => {
  const textOf = (xml: string) =>
    [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('|')

  it('writes a Word document titled References with the entries sorted', async () => {
    const xml = await documentXml()
    const text = textOf(xml)
    expect(text).toBe(
      'References|Day T (2018) |Success in academic writing|, Palgrave &amp; Co, Basingstoke.|Fiorineschi L and Rotini F (2021) &apos;Novelty metrics in engineering design&apos;, |Journal of Engineering Design|, 32(11):590-620, doi:10.1080/09544828.2021.1928024.',
    )
  })

  it('leaves out a dictionary entry with no author, which is cited in text only', async () => {
    const xml = await documentXml(undefined, undefined, [dictionaryEntry(), ...entries])
    expect(xml).not.toContain('Macquarie')
    expect(xml.match(/<w:ind w:left="720" w:hanging="720"\/>/g)).toHaveLength(2)
  })

  it('keeps italics, a hanging indent and Arial 14 pt by default', async () => {
    const xml = await documentXml()
    expect(xml).toContain('<w:ind w:left="720" w:hanging="720"/>')
    expect(xml.match(/<w:i\/>/g)).toHaveLength(2)
    expect(xml).toContain('w:ascii="Arial"')
    expect(xml).toContain('<w:sz w:val="28"/>')
  })

  it('uses the chosen font and size', async () => {
    const xml = await documentXml({ fontFamily: 'Times New Roman', fontSize: 12 })
    expect(xml).toContain('w:ascii="Times New Roman"')
    expect(xml).toContain('<w:sz w:val="24"/>')
  })

  it('writes only the selected entries, with the suffixes of the whole list', async () => {
    const second: CitationEntry = {
      formatId: 1,
      item: { ...entries[1]!.item, title: 'Writing at university' },
    }
    const xml = await documentXml({}, { only: [2] }, [...entries, second])
    expect(textOf(xml)).toBe(
      'References|Day T (2018b) |Writing at university|, Palgrave &amp; Co, Basingstoke.',
    )
  })
})
