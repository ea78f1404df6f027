import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CitationEntry } from '../csl/CslItem.ts'
import { fromBibtex, fromCslJson, fromRis, toBibtex, toCslJson, toRis } from '../interchange.ts'
import { renderReference } from '../render/renderReference.ts'

const fixture = (name: string) =>
  readFileSync(new URL(`../../test/fixtures/interchange/${name}`, import.meta.url), 'utf8')
const text = (entry: CitationEntry) => renderReference(entry.formatId, entry.item).text

const day: CitationEntry = {
  formatId: 2,
  item: {
    id: 'day2018',
    type: 'book',
    author: [{ family: 'Day', given: 'Trevor' }],
    issued: { 'date-parts': [[2018]] },
    title: 'Success in academic writing',
    edition: 2,
    publisher: 'Palgrave',
    'publisher-place': 'Basingstoke',
  },
}
const who: CitationEntry = {
  formatId: 13,
  item: {
    type: 'webpage',
    author: [{ literal: 'World Health Organization', abbreviation: 'WHO' }],
    issued: { 'date-parts': [[2021]] },
    title: 'WHO accelerates work on nutrition targets',
    website: 'WHO',
    URL: 'https://www.who.int/',
    accessed: { 'date-parts': [[2021, 12, 9]] },
  },
}

describe('CSL-JSON', () => {
  it('round-trips entries with their format ids and extensions', () => {
    const back = fromCslJson(toCslJson([day, who]))
    expect(back.map((e) => e.formatId)).toEqual([2, 13])
    expect(back.map(text)).toEqual([day, who].map(text))
    expect(back[1]!.item.author).toEqual([{ literal: 'World Health Organization', abbreviation: 'WHO' }])
  })

  it('infers the format of foreign items and drops what it does not know', () => {
    const [entry] = fromCslJson([
      {
        id: 'x',
        type: 'article-journal',
        title: 'T',
        'container-title': ['Neuron'],
        issued: { 'date-parts': [['2021', '5', null]] },
        event: 'Conf',
        _graph: [{}],
        foo: 1,
        author: [{ family: 'Mobbs', given: 'Dean', sequence: 'first' }, 'junk'],
      },
    ])
    expect(entry).toEqual({
      formatId: 7,
      item: {
        id: 'x',
        type: 'article-journal',
        title: 'T',
        'container-title': 'Neuron',
        issued: { 'date-parts': [[2021, 5]] },
        'event-title': 'Conf',
        author: [{ family: 'Mobbs', given: 'Dean' }],
      },
    })
    expect(fromCslJson({ type: 'no-such-type', URL: 'https://x.org' })[0]).toMatchObject({
      formatId: 14,
      item: { type: 'document' },
    })
  })

  it('rejects what is not CSL-JSON with a clear error', () => {
    expect(() => fromCslJson('{oops')).toThrow(/^Not valid CSL-JSON/)
    expect(() => fromCslJson('[1, 2]')).toThrow('Not valid CSL-JSON: expected an array of objects')
  })
})

describe('RIS', () => {
  it('imports an EndNote export with journal, book, chapter and web records', () => {
    const entries = fromRis(fixture('endnote-export.ris'))
    expect(entries.map((e) => e.formatId)).toEqual([7, 1, 43, 13])
    expect(text(entries[0]!)).toBe(
      "Papadopoulou M (2020) 'Supporting the development of early years students' professional identities through an action research programme', Educational Action Research, 28(4):686-699, doi:10.1080/09650792.2019.1652196.",
    )
    expect(text(entries[2]!)).toBe(
      "Sahai S, Goel R and Singh G (2021) 'Building the world of internet of things', in Abraham A and Dash S (eds) Advanced soft computing techniques in data science, IoT and cloud computing, Springer International Publishing AG, doi:10.1007/978-3-030-75657-4.",
    )
    expect(entries[1]!.item.author?.[0]).toEqual({ family: 'Hill', given: 'Alice C.' })
  })

  it('exports records that read back to the same references', () => {
    const ris = toRis([day])
    expect(ris).toContain('TY  - BOOK')
    expect(ris).toContain('AU  - Day, Trevor')
    expect(fromRis(ris).map(text)).toEqual([text(day)])
  })

  it('says so when a file holds no references, and never fetches a URL', () => {
    expect(fromRis('')).toEqual([])
    expect(() => fromRis('https://example.com/refs.ris')).toThrow('No references found in the RIS file')
  })
})

describe('BibTeX', () => {
  it('imports entries with @string macros and LaTeX accents', () => {
    const entries = fromBibtex(fixture('library.bib'))
    expect(entries.map((e) => e.formatId)).toEqual([7, 1, 14])
    expect(text(entries[0]!)).toBe(
      "Fiorineschi L and Rotini F (2021) 'Novelty metrics in engineering design', Journal of Engineering Design, 32(11):590-620, doi:10.1080/09544828.2021.1928024.",
    )
    expect(text(entries[1]!)).toBe(
      'Nguyễn TM and Trần VĐ (2022) Kinh tế Việt Nam, 2nd edn, NXB Kinh tế, Hồ Chí Minh.',
    )
    expect(entries[2]!.item.author).toEqual([{ literal: 'World Health Organization' }])
  })

  it('exports entries that read back to the same references', () => {
    const bib = toBibtex([day])
    expect(bib).toMatch(/^@book\{/)
    expect(fromBibtex(bib).map(text)).toEqual([text(day)])
  })

  it('rejects a file with no entries', () => {
    expect(() => fromBibtex('just some text')).toThrow('No references found in the BibTeX file')
  })
})
