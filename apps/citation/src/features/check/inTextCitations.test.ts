import { describe, expect, it } from 'vitest'
import { type CitedWork, findInTextCitations, matchInTextCitations } from './inTextCitations.ts'

const brief = (paragraph: string) =>
  findInTextCitations([paragraph]).map(({ names, etAl, year, suffix }) => ({ names, etAl, year, suffix }))

describe('findInTextCitations', () => {
  it('reads RMIT Harvard citations in brackets, with pages and several works', () => {
    expect(brief('Cities grow (Smith 2020). Rents rise (Smith and Lee 2020, p. 4).')).toEqual([
      { names: ['Smith'], etAl: false, year: '2020', suffix: '' },
      { names: ['Smith', 'Lee'], etAl: false, year: '2020', suffix: '' },
    ])
    expect(brief('Many agree (Smith et al. 2020a; Brown 2019).')).toEqual([
      { names: ['Smith'], etAl: true, year: '2020', suffix: 'a' },
      { names: ['Brown'], etAl: false, year: '2019', suffix: '' },
    ])
  })

  it('reads narrative and APA citations', () => {
    expect(brief('As Nguyễn and O’Brien (2021, p. 7) show, it works.')).toEqual([
      { names: ['Nguyễn', 'O’Brien'], etAl: false, year: '2021', suffix: '' },
    ])
    expect(brief('Hill et al. (n.d.) disagree. Others do not (Smith & Lee, 2020).')).toEqual([
      { names: ['Hill'], etAl: true, year: 'n.d.', suffix: '' },
      { names: ['Smith', 'Lee'], etAl: false, year: '2020', suffix: '' },
    ])
  })

  it('leaves brackets that are not citations', () => {
    expect(brief('The figure (see below) and the year (2020) alone.')).toEqual([])
  })

  it('keeps the sentence of each citation', () => {
    const [first, second] = findInTextCitations([
      'Prices fell in 2019 (Brown 2019). Smith et al. (2020) found more. The end.',
    ])
    expect(first?.sentence).toBe('Prices fell in 2019 (Brown 2019).')
    expect(second?.sentence).toBe('Smith et al. (2020) found more.')
    expect(second?.text).toBe('Smith et al. (2020)')
  })
})

describe('matchInTextCitations', () => {
  const works: CitedWork[] = [
    { index: 0, names: ['Smith', 'Lee'], year: '2020', suffix: '' },
    { index: 1, names: ['Brown'], year: '2019', suffix: 'a' },
    { index: 2, names: ['Brown'], year: '2019', suffix: 'b' },
    { index: 3, names: ['Hill', 'Ng', 'Tran'], year: '2021', suffix: '' },
    { index: 4, names: ['Climate change and cities'], byTitle: true, year: '2018', suffix: '' },
  ]

  it('matches by family names, year and a/b, and lists the rest', () => {
    const citations = findInTextCitations([
      'One (Smith & Lee, 2020). Two (Brown 2019a). Three Hill et al. (2021). Four (Climate change 2018).',
      'An orphan (Jones 2017). A wrong year (Smith and Lee 2021).',
    ])
    const report = matchInTextCitations(citations, works)
    expect(report.orphans.map((citation) => citation.text)).toEqual(['Jones 2017', 'Smith and Lee 2021'])
    expect(report.orphans[0]?.sentence).toBe('An orphan (Jones 2017).')
    expect(report.uncited).toEqual([2])
  })
})
