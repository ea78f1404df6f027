import { describe, expect, it } from 'vitest'
import { doiKey, findDoiInText, normalizeDoi } from './normalizeDoi.ts'

describe('normalizeDoi', () => {
  it.each([
    ['10.1080/09544828.2021.1928024', '10.1080/09544828.2021.1928024'],
    ['  doi:10.1080/09544828.2021.1928024 ', '10.1080/09544828.2021.1928024'],
    ['DOI: 10.1000/xyz', '10.1000/xyz'],
    ['https://doi.org/10.1016/S0140-6736(20)30925-9', '10.1016/S0140-6736(20)30925-9'],
    ['http://dx.doi.org/10.1000/xyz', '10.1000/xyz'],
    ['doi.org/10.1000/xyz', '10.1000/xyz'],
    ['10.1000%2Fxyz', '10.1000/xyz'],
    [
      '10.1002/(SICI)1097-4636(199706)35:4<541::AID-JBM12>3.0.CO;2-#',
      '10.1002/(SICI)1097-4636(199706)35:4<541::AID-JBM12>3.0.CO;2-#',
    ],
  ])('%s → %s', (input, doi) => {
    expect(normalizeDoi(input)).toBe(doi)
  })

  it.each([
    '',
    'novelty metrics',
    '10.1/x',
    '10.1000',
    '10.1000/',
    '10.1000/a b',
    '11.1000/xyz',
    '10.1000%zz/x',
    `10.1000/${'x'.repeat(300)}`,
  ])('refuses %j', (input) => {
    expect(normalizeDoi(input)).toBeNull()
  })

  it('finds a DOI in text without trailing punctuation or an unopened bracket', () => {
    expect(findDoiInText('See doi:10.1000/xyz.')).toBe('10.1000/xyz')
    expect(findDoiInText('(https://doi.org/10.1000/xyz)')).toBe('10.1000/xyz')
    expect(findDoiInText('/doi/full/10.1080/09544828.2021.1928024')).toBe('10.1080/09544828.2021.1928024')
    expect(findDoiInText('no doi here')).toBeNull()
  })

  it('keys DOIs case-insensitively', () => {
    expect(doiKey('10.1109/CVPR.2016.90')).toBe(doiKey('10.1109/cvpr.2016.90'))
  })
})
