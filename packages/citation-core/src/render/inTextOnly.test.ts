import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { isInTextOnly } from './inTextOnly.ts'

const entry = (extra: Partial<CslItem> = {}): CslItem => ({
  type: 'entry-dictionary',
  title: 'Megaphone democracy',
  'container-title': 'Macquarie dictionary',
  issued: { 'date-parts': [[2017]] },
  ...extra,
})

describe('isInTextOnly', () => {
  it('is true for an encyclopedia or dictionary entry with no author, absent or N/A', () => {
    expect(isInTextOnly(4, entry())).toBe(true)
    expect(isInTextOnly(4, entry({ author: [] }))).toBe(true)
    // Editors are not authors: the guide's rule is about the entry's author.
    expect(isInTextOnly(4, entry({ editor: [{ family: 'Kolb', given: 'Robert W' }] }))).toBe(true)
  })

  it('is false for an entry with an author and for other formats with no author', () => {
    expect(isInTextOnly(4, entry({ author: [{ family: 'Baird', given: 'C' }] }))).toBe(false)
    expect(isInTextOnly(4, entry({ author: [{ literal: 'Oxford Reference' }] }))).toBe(false)
    expect(isInTextOnly(1, { type: 'book', title: 'A Warning', issued: { 'date-parts': [[2019]] } })).toBe(
      false,
    )
  })

  it('throws for an unknown format, as the renderer does', () => {
    expect(() => isInTextOnly(999, entry())).toThrow(RangeError)
  })
})
