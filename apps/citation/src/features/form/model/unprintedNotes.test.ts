import type { CslItem } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { unprintedNote, unprintedNotes } from './unprintedNotes.ts'

describe('unprintedNote', () => {
  it('names the formats that print the detail', () => {
    expect(unprintedNote({ variable: 'translator', label: 'Translator', printedBy: [1, 2, 3, 43] })).toBe(
      'This format does not print the translator; choose Book, E-Book or Book Chapter, or leave it empty.',
    )
    expect(unprintedNote({ variable: 'DOI', label: 'DOI', printedBy: [7] })).toBe(
      'This format does not print the DOI; choose Journal article, or leave it empty.',
    )
  })

  it('names the field a detail prints beside', () => {
    expect(
      unprintedNote({
        variable: 'volume',
        label: 'Season',
        key: 'season',
        needs: 'Series title',
        printedBy: [],
      }),
    ).toBe('This format prints the season only with the series title; fill that in, or leave this empty.')
  })

  it('says only to leave it empty when no format prints it', () => {
    expect(unprintedNote({ variable: 'medium', label: 'Medium', printedBy: [] })).toBe(
      'This format does not print the medium; leave it empty.',
    )
  })
})

describe('unprintedNotes', () => {
  it('keys each note by the field that holds the detail, carried or the format’s own', () => {
    const page: CslItem = {
      type: 'webpage',
      author: [{ family: 'Tolstoy', given: 'Leo' }],
      translator: [{ family: 'Garnett', given: 'Constance' }],
      issued: { 'date-parts': [[1998]] },
      title: 'Anna Karenina',
      website: 'Project Gutenberg',
      URL: 'https://www.gutenberg.org/ebooks/1399',
      accessed: { 'date-parts': [[2024, 3, 5]] },
    }
    expect(unprintedNotes(13, page, [{ formatId: 1, key: 'translator' }])).toEqual({
      translator:
        'This format does not print the translator; choose Book, E-Book or Book Chapter, or leave it empty.',
    })
    expect(unprintedNotes(13, page)).toEqual({})
  })

  it('labels a kept detail as its field does and names its own format first', () => {
    const film: CslItem = {
      type: 'motion_picture',
      title: 'Battle of the bastards',
      issued: { 'date-parts': [[2016]] },
      'container-title': 'Game of thrones',
    }
    expect(unprintedNotes(65, film, [{ formatId: 22, key: 'container' }])).toEqual({
      container:
        'This format does not print the series title; choose Television Program, Youtube/Streaming Videos or Podcast, or leave it empty.',
    })
  })
})
