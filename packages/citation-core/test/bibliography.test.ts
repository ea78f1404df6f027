import { describe, expect, it } from 'vitest'
import { type CitationEntry, type CslItem, renderBibliography } from '../src/index.ts'
import { dictionaryEntry } from './fixtures/dictionaryEntry.ts'
import type { MappedInput } from './guide/GuideInput.ts'
import { guideInputs } from './guide/guideInputs.ts'

const guide = (id: string): CitationEntry => {
  const input = guideInputs[id] as MappedInput
  const { 'year-suffix': _suffix, ...item } = input.item
  return { formatId: input.formatId, item }
}

const book = (family: string, given: string, year: number, title = 'T'): CitationEntry => ({
  formatId: 1,
  item: {
    type: 'book',
    author: [{ family, given }],
    issued: { 'date-parts': [[year]] },
    title,
    publisher: 'P',
  },
})

describe('renderBibliography', () => {
  it('orders the guide sample list case-insensitively, without skipping "The" (WHO before Wright)', () => {
    const ids = [
      'rmit-031',
      'rmit-030',
      'rmit-029',
      'rmit-028',
      'rmit-027',
      'rmit-026',
      'rmit-025',
      'rmit-024',
    ]
    ids.push(
      'rmit-023',
      'rmit-022',
      'rmit-021',
      'rmit-020',
      'rmit-019',
      'rmit-018',
      'rmit-017',
      'rmit-016',
      'rmit-014',
      'rmit-013',
    )
    const list = renderBibliography(ids.map(guide))
    expect(list.map((entry) => entry.text.split(' (')[0])).toEqual([
      'AASW',
      'Cassiano DR, Bertoncini BV and de Oliveira LK',
      'Day T',
      'Deegan C',
      'DET',
      'Ghezzi A and Cavallo A',
      'Heath N',
      'Jocevski M',
      'MarketLine Limited',
      'Reynolds M',
      'Sahai S, Goel R and Singh G',
      'Soluk J, Miroshnychenko I, Kammerlander N and De Massis A',
      'Telstra',
      'The Lancet Rheumatology',
      'Thunberg G',
      'Thunberg G',
      'WHO',
      'Wright S and Duke J',
    ])
  })

  it('adds a, b, c to the same author and year in input order, in the reference and in text', () => {
    const list = renderBibliography(['rmit-095', 'rmit-096', 'rmit-097'].map(guide))
    expect(list.map((entry) => entry.text.slice(0, 33))).toEqual([
      "Thunberg G (15 November 2021a) 'A",
      "Thunberg G (28 November 2021b) 'W",
      "Thunberg G (14 November 2021c) 'T",
    ])
    expect(list.map((entry) => entry.inText.text)).toEqual([
      '(Thunberg 2021a)',
      '(Thunberg 2021b)',
      '(Thunberg 2021c)',
    ])
    expect(list[1]!.narrative.text).toBe('Thunberg (2021b)')
    expect(list[1]!.item['year-suffix']).toBe('b')
  })

  it('suffixes the Ayoob pages and leaves different years alone', () => {
    const list = renderBibliography([
      guide('rmit-005'),
      guide('rmit-004'),
      guide('rmit-043'),
      guide('rmit-044'),
    ])
    expect(list.map((entry) => entry.inText.text)).toEqual([
      '(Ayoob 2021a)',
      '(Ayoob 2021b)',
      '(Lynch 2016)',
      '(Lynch 2019)',
    ])
    expect(list[0]!.index).toBe(0)
  })

  it('orders the same author by year, undated works last, and single authors before co-authored works', () => {
    const undated: CitationEntry = {
      formatId: 1,
      item: { type: 'book', author: [{ family: 'Lynch', given: 'M P' }], title: 'U' },
    }
    const coauthored: CitationEntry = {
      formatId: 1,
      item: {
        type: 'book',
        author: [
          { family: 'Lynch', given: 'MP' },
          { family: 'Abel', given: 'A' },
        ],
        issued: { 'date-parts': [[2001]] },
      },
    }
    const list = renderBibliography([
      undated,
      coauthored,
      book('Lynch', 'MP', 2019),
      book('Lynch', 'MP', 2016),
    ])
    expect(list.map((entry) => entry.text.split(')')[0])).toEqual([
      'Lynch MP (2016',
      'Lynch MP (2019',
      'Lynch MP (n.d.',
      'Lynch MP and Abel A (2001',
    ])
  })

  it('sorts diacritics with their base letter', () => {
    const list = renderBibliography([
      book('Zhou', 'L', 2020),
      book('Ängström', 'A', 2020),
      book('Nguyễn', 'TM', 2020),
      book('Nguyen', 'A', 2020),
      book('Adams', 'B', 2020),
    ])
    expect(list.map((entry) => entry.text.split(' (')[0])).toEqual([
      'Adams B',
      'Ängström A',
      'Nguyen A',
      'Nguyễn TM',
      'Zhou L',
    ])
  })

  it('adds initials in text for different authors with the same family name', () => {
    const peterson: CslItem = {
      type: 'book',
      author: [{ family: 'Peterson', given: 'Mary' }],
      issued: { 'date-parts': [[2019]] },
    }
    const others: CslItem = {
      type: 'book',
      author: [
        { family: 'Peterson', given: 'John Robert' },
        { family: 'Li', given: 'X' },
        { family: 'Wu', given: 'Y' },
      ],
      issued: { 'date-parts': [[2021]] },
    }
    const list = renderBibliography([
      { formatId: 1, item: others },
      { formatId: 1, item: peterson },
    ])
    expect(list.map((entry) => entry.inText.text)).toEqual(['(Peterson JR et al. 2021)', '(Peterson M 2019)'])
  })

  it('keeps a dictionary entry with no author in place, flagged in text only, with no reference or suffix', () => {
    const list = renderBibliography([
      book('Nguyen', 'A', 2017),
      dictionaryEntry('Megaphone democracy'),
      dictionaryEntry('Determinism'),
      book('Day', 'T', 2018),
    ])
    expect(list.map((entry) => [entry.index, entry.inTextOnly, entry.text])).toEqual([
      [3, false, 'Day T (2018) T, P.'],
      [1, true, ''],
      [2, true, ''],
      [0, false, 'Nguyen A (2017) T, P.'],
    ])
    // Two entries of one dictionary are one work in text: no 2017a/2017b pointing at a list they are not in.
    expect(list[1]?.inText.html).toBe('(<i>Macquarie dictionary</i> 2017)')
    expect(list[2]?.narrative.html).toBe('<i>Macquarie dictionary</i> (2017)')
    expect(list[1]?.item['year-suffix']).toBeUndefined()
  })

  it('returns nothing for no entries', () => {
    expect(renderBibliography([])).toEqual([])
  })
})
