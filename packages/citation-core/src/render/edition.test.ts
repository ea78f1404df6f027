import { describe, expect, it } from 'vitest'
import { editionLabel } from './edition.ts'
import { ordinal } from './ordinal.ts'

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [102, '102nd'],
    [111, '111th'],
  ])('%i → %s', (n, expected) => expect(ordinal(n)).toBe(expected))
})

describe('editionLabel', () => {
  it('writes an ordinal with "edn" and leaves out a first edition', () => {
    expect(editionLabel(2)).toBe('2nd edn')
    expect(editionLabel('6')).toBe('6th edn')
    expect(editionLabel('2nd')).toBe('2nd edn')
    expect(editionLabel('3rd edition')).toBe('3rd edn')
    expect(editionLabel(1)).toBe('')
    expect(editionLabel(undefined)).toBe('')
  })

  it('keeps words', () => {
    expect(editionLabel('Revised')).toBe('Revised edn')
    expect(editionLabel('Revised edition')).toBe('Revised edn')
  })
})
