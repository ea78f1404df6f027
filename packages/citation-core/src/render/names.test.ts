import { describe, expect, it } from 'vitest'
import { citationName, joinNames, presentNames, referenceName } from './names.ts'

describe('referenceName', () => {
  it('writes the family name then initials with no stops or comma', () => {
    expect(referenceName({ family: 'Nguyễn', given: 'Thị Minh' })).toBe('Nguyễn TM')
    expect(referenceName({ family: 'McLellan', given: 'Julie Margaret' })).toBe('McLellan JM')
  })

  it('keeps particles as printed', () => {
    expect(referenceName({ family: 'Villasante', 'non-dropping-particle': 'de', given: 'Izar' })).toBe(
      'de Villasante I',
    )
    expect(referenceName({ family: 'De Massis', given: 'Alfredo' })).toBe('De Massis A')
  })

  it('writes an organisation as Abbrev (Full name), or the full name alone', () => {
    expect(referenceName({ literal: 'World Health Organization', abbreviation: 'WHO' })).toBe(
      'WHO (World Health Organization)',
    )
    expect(referenceName({ literal: 'Telstra' })).toBe('Telstra')
  })

  it('keeps a suffix and shows a mononym whole', () => {
    expect(referenceName({ family: 'King', given: 'Martin Luther', suffix: 'Jr' })).toBe('King ML Jr')
    expect(referenceName({ given: 'Madonna' })).toBe('Madonna')
  })
})

describe('citationName', () => {
  it('uses the family name or the abbreviation', () => {
    expect(citationName({ family: 'Nguyễn', given: 'Thị Minh' })).toBe('Nguyễn')
    expect(
      citationName({
        literal: 'Organisation for Economic Co-operation and Development',
        abbreviation: 'OECD',
      }),
    ).toBe('OECD')
  })

  it('adds initials on request', () => {
    expect(citationName({ family: 'Peterson', given: 'J R' }, true)).toBe('Peterson JR')
  })
})

describe('joinNames', () => {
  it('joins with commas and "and", never "&" or a serial comma', () => {
    expect(joinNames(['A'])).toBe('A')
    expect(joinNames(['A', 'B'])).toBe('A and B')
    expect(joinNames(['A', 'B', 'C', 'D'])).toBe('A, B, C and D')
  })
})

describe('presentNames', () => {
  it('drops empty rows', () => {
    expect(presentNames([{ family: ' ' }, { given: 'X' }, {}])).toEqual([{ given: 'X' }])
    expect(presentNames(undefined)).toEqual([])
  })
})
