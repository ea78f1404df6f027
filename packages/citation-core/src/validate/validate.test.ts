import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { validate } from './validate.ts'

const book: CslItem = {
  type: 'book',
  author: [{ family: 'Day', given: 'Trevor' }],
  issued: { 'date-parts': [[2018]] },
  title: 'Success in academic writing',
  edition: 2,
  publisher: 'Palgrave',
  'publisher-place': 'Basingstoke',
}

const keys = (issues: { key: string }[]) => issues.map((issue) => issue.key)

describe('validate', () => {
  it('accepts a complete item', () => {
    expect(validate(1, book)).toEqual({ valid: true, missing: [], errors: [] })
  })

  it('lists the required fields that are empty', () => {
    const result = validate(1, { type: 'book' })
    expect(result.valid).toBe(false)
    expect(keys(result.missing)).toEqual(['year', 'title', 'publisher', 'place'])
    expect(result.missing[0]!.message).toBe('Year is required')
  })

  it('wants the place of publication of a book, n.p. ("No place"), or a DOI instead', () => {
    const { 'publisher-place': _place, ...placeless } = book
    expect(keys(validate(1, placeless).missing)).toEqual(['place'])
    expect(validate(1, { ...placeless, 'publisher-place': 'n.p.' }).valid).toBe(true)
    expect(validate(1, { ...placeless, DOI: '10.4324/9781003117254' }).valid).toBe(true)
  })

  it('requires an author for journals, which the N/A option (an empty list) satisfies', () => {
    const article: CslItem = {
      type: 'article-journal',
      issued: { 'date-parts': [[2021]] },
      title: 'Giant cell arteritis',
      'container-title': 'The Lancet Rheumatology',
    }
    expect(keys(validate(7, article).missing)).toEqual(['author'])
    expect(validate(7, { ...article, author: [] }).valid).toBe(true)
    expect(keys(validate(1, { ...book, author: [{ family: ' ' }] }).missing)).toEqual([])
  })

  it('accepts "No date" (n.d.) for a required year', () => {
    expect(validate(1, { ...book, issued: { literal: 'n.d.' } }).valid).toBe(true)
  })

  it('limits text inputs to 255 characters', () => {
    const result = validate(1, { ...book, title: 'x'.repeat(256) })
    expect(result.errors).toEqual([
      { key: 'title', label: 'Title', message: 'Title must be at most 255 characters' },
    ])
    expect(
      validate(1, { ...book, author: [{ family: 'x'.repeat(256), given: 'A' }] }).errors[0]!.message,
    ).toBe('Author names must be at most 255 characters')
  })

  it('wants a numeric year and edition, and real dates', () => {
    expect(validate(1, { ...book, issued: { 'date-parts': [['20x8']] } }).errors[0]!.message).toBe(
      'Year must have a numeric year of up to 4 digits',
    )
    expect(validate(1, { ...book, edition: 'second' }).errors[0]!.message).toBe('Edition must be a number')
    expect(validate(1, { ...book, edition: '2nd' }).valid).toBe(true)
    const blog: CslItem = {
      type: 'post-weblog',
      author: [{ family: 'Mewburn', given: 'Inger' }],
      issued: { 'date-parts': [[2020, 6, 10]] },
      title: 'Why academic writing sucks',
      'container-title': 'The Thesis Whisperer',
      URL: 'https://thesiswhisperer.com/',
      accessed: { 'date-parts': [[2021, 11, 31]] },
    }
    expect(validate(11, blog).errors).toEqual([
      {
        key: 'accessed',
        label: 'Date accessed',
        message: 'Date accessed has a day that does not exist (31 November 2021)',
      },
    ])
    expect(validate(11, { ...blog, accessed: { 'date-parts': [[2021, 11]] } }).errors[0]!.message).toBe(
      'Date accessed must give the day, month and year',
    )
    expect(
      validate(11, {
        ...blog,
        issued: { 'date-parts': [[2020, 13, 1]] },
        accessed: { 'date-parts': [[2021, 11, 1]] },
      }).errors[0]!.message,
    ).toBe('Date posted must have a month from 1 to 12')
  })

  it('checks URLs and DOIs', () => {
    const web: CslItem = {
      type: 'webpage',
      issued: { 'date-parts': [[2021]] },
      title: 'What is AI?',
      website: 'ZDNet',
      URL: 'www.zdnet.com',
      accessed: { 'date-parts': [[2021, 12, 9]] },
    }
    expect(validate(13, web).errors[0]!.message).toBe('URL must start with http:// or https://')
    expect(
      validate(2, { ...book, 'publisher-place': undefined, DOI: 'https://doi.org/10.4324/9781003117254' })
        .valid,
    ).toBe(true)
    expect(validate(2, { ...book, 'publisher-place': undefined, DOI: 'not a doi' }).errors[0]!.message).toBe(
      'DOI must look like 10.1000/xyz123',
    )
  })

  it('checks only the chosen A-or-B option and the groups shown for the select values', () => {
    const article: CslItem = {
      type: 'article-journal',
      author: [{ family: 'Wilson', given: 'Claire' }],
      issued: { 'date-parts': [[2020]] },
      title: 'School environment',
      'container-title': 'International Journal of Inclusive Education',
    }
    expect(keys(validate(8, article).missing)).toEqual(['doi'])
    expect(keys(validate(8, { ...article, source: 'Taylor & Francis Online' }).missing)).toEqual(['accessed'])
    const guide: CslItem = {
      type: 'book',
      issued: { 'date-parts': [[2020]] },
      title: 'Fashion manifesto',
      medium: 'online',
    }
    expect(keys(validate(6, guide).missing)).toEqual(['website', 'url', 'accessed'])
    expect(keys(validate(6, { ...guide, medium: 'print' }).missing)).toEqual(['publisher', 'place'])
  })

  it("checks the form's chosen option even while it is empty", () => {
    const article: CslItem = {
      type: 'article-journal',
      author: [{ family: 'Wilson', given: 'Claire' }],
      issued: { 'date-parts': [[2020]] },
      title: 'School environment',
      'container-title': 'International Journal of Inclusive Education',
      accessed: { 'date-parts': [[2024, 3, 1]] },
    }
    // Read from the item, the shared accessed date makes the first option with data (the website) the choice.
    expect(keys(validate(8, article).missing)).toEqual(['website', 'url'])
    expect(keys(validate(8, article, { alternatives: { source: 'database' } }).missing)).toEqual(['database'])
  })

  it('rejects select values that are not among the choices', () => {
    const brochure: CslItem = {
      type: 'pamphlet',
      issued: { 'date-parts': [[2021]] },
      title: 'x',
      genre: 'leaflet',
      publisher: 'ACMI',
    }
    expect(validate(5, brochure).errors[0]!.message).toBe('Kind is not one of the choices')
  })

  it('checks name rows', () => {
    const result = validate(1, {
      ...book,
      author: [{ family: 'Day', given: 'T' }, { given: 'Sam' }, { abbreviation: 'WHO' }],
    })
    expect(result.errors.map((e) => e.message)).toEqual([
      'Author last name is required (row 2)',
      'Author organisation name is required (row 3)',
    ])
  })

  it('reports an unknown format', () => {
    expect(validate(99, book)).toEqual({
      valid: false,
      missing: [],
      errors: [{ key: 'formatId', label: 'Format', message: 'Unknown citation format id 99' }],
    })
  })
})
