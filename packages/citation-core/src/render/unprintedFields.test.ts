import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { unprintedFields } from './unprintedFields.ts'

const book: CslItem = {
  type: 'book',
  author: [{ family: 'Tolstoy', given: 'Leo' }],
  translator: [{ family: 'Garnett', given: 'Constance' }],
  issued: { 'date-parts': [[1978]] },
  title: 'Anna Karenina',
  publisher: 'Pan Books',
  'publisher-place': 'London',
}

describe('unprintedFields', () => {
  it('finds nothing when the format prints every detail', () => {
    expect(unprintedFields(1, book)).toEqual([])
  })

  it('names a detail the format has no field for, and the formats that print it', () => {
    const page: CslItem = {
      ...book,
      type: 'webpage',
      publisher: undefined,
      'publisher-place': undefined,
      website: 'Project Gutenberg',
      URL: 'https://www.gutenberg.org/ebooks/1399',
      accessed: { 'date-parts': [[2024, 3, 5]] },
    }
    expect(unprintedFields(13, page)).toEqual([
      { variable: 'translator', label: 'Translator', printedBy: [1, 2, 3, 43, 39, 40] },
    ])
  })

  it('names a field of the format that prints only beside another, and which', () => {
    const episode: CslItem = {
      type: 'broadcast',
      director: [{ family: 'Taylor', given: 'Alan' }],
      issued: { 'date-parts': [[2017]] },
      title: 'Beyond the wall',
      volume: '7',
      publisher: 'HBO',
      'publisher-place': 'New York',
    }
    expect(unprintedFields(22, episode)).toEqual([
      { variable: 'volume', label: 'Season', key: 'season', needs: 'Series title', printedBy: [7, 8, 34] },
    ])
    expect(unprintedFields(22, { ...episode, 'container-title': 'Game of thrones' })).toEqual([])
  })

  it('names the place a DOI replaces', () => {
    const details = unprintedFields(1, { ...book, DOI: '10.1000/anna' })
    expect(details.map((detail) => [detail.variable, detail.key])).toEqual([['publisher-place', 'place']])
  })

  it('ignores empty values, blank name rows and variables no form field holds', () => {
    const item: CslItem = {
      ...book,
      editor: [{ family: ' ', given: '' }],
      edition: ' ',
      ISBN: '9780330253468',
      note: 'from the library',
    }
    expect(unprintedFields(1, item)).toEqual([])
  })
})
