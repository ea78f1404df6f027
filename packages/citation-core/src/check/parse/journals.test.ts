import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)
const zufferey = {
  volume: '19',
  issue: '5-6',
  page: '1095-1110',
  'container-title': 'Qualitative Social Work',
  title: 'Researching home in social work',
}

describe('parseJournal', () => {
  it('reads the volume, issue and pages in the RMIT, APA, MLA, old Harvard and Scholar forms', () => {
    const forms = [
      "Zufferey C, Yu N and Hand T (2020) 'Researching home in social work', <i>Qualitative Social Work</i>, 19(5-6):1095-1110, doi:10.1177/1473325019880244.",
      'Zufferey, C., Yu, N., &amp; Hand, T. (2020). Researching home in social work. <i>Qualitative Social Work</i>, <i>19</i>(5-6), 1095–1110. https://doi.org/10.1177/1473325019880244',
      'Zufferey, Carole, et al. "Researching home in social work." <i>Qualitative Social Work</i>, vol. 19, no. 5-6, 2020, pp. 1095-1110.',
      "Zufferey, C, Yu, N &amp; Hand, T 2020, 'Researching home in social work', <i>Qualitative Social Work</i>, vol. 19, no. 5-6, pp. 1095-1110.",
      'Zufferey, C., Yu, N. and Hand, T., 2020. Researching home in social work. <i>Qualitative Social Work</i>, 19(5-6), pp.1095-1110.',
    ]
    for (const form of forms) {
      const { formatId, item } = parse(form)
      expect(formatId).toBe(7)
      expect(item).toMatchObject(zufferey)
      expect(item.issued).toEqual({ 'date-parts': [[2020]] })
    }
  })

  it('reads an article number and a journal name with commas', () => {
    const { item } = parse(
      "Barkela B (2021) 'Leadership communication', <i>Journal of Arts Management, Law, and Society</i>, 51(6):Article 393, doi:10.1080/10632921.2021.1974628.",
    )
    expect(item).toMatchObject({
      'container-title': 'Journal of Arts Management, Law, and Society',
      number: '393',
    })
  })

  it('makes an article read on a website or in a database an e-journal article (8)', () => {
    const { formatId, item } = parse(
      "Wilson C (2020) 'School environment', <i>International Journal of Inclusive Education</i>, 24(2):218-234, accessed 26 November 2021, Taylor &amp; Francis Online database.",
    )
    expect(formatId).toBe(8)
    expect(item.source).toBe('Taylor & Francis Online')
    expect(item.accessed).toEqual({ 'date-parts': [[2021, 11, 26]] })
  })
})
