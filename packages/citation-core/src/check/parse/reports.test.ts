import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseReport', () => {
  it('reads a market report from a library database with its report number', () => {
    const { formatId, item } = parse(
      'Lo B (2016) <i>Internet service providers in Australia</i>, report number J5911, accessed 28 November 2021, IBISWorld database.',
    )
    expect(formatId).toBe(21)
    expect(item).toMatchObject({ number: 'J5911', source: 'IBISWorld' })
  })

  it('reads a government report with its agency and government', () => {
    const { formatId, item } = parse(
      'Wells Advisory (2021) <i>Forward impact of COVID-19 on Australian higher education</i>, Tertiary Education Quality and Standards Agency (TEQSA), Australian Government, accessed 13 December 2021. https://www.teqsa.gov.au/x',
    )
    expect(formatId).toBe(15)
    expect(item).toMatchObject({
      publisher: 'Tertiary Education Quality and Standards Agency (TEQSA)',
      authority: 'Australian Government',
    })
  })

  it('reads a data set and a standard', () => {
    expect(
      parse(
        'RBA (Reserve Bank of Australia) (n.d.) <i>Consumer price inflation</i> [data set], RBA website, accessed 10 December 2021. https://www.rba.gov.au/statistics/tables/',
      ).formatId,
    ).toBe(18)
    const standard = parse(
      'Standards Australia (2010) <i>Residential timber-framed construction</i>, AS 1684.2-2010, accessed 9 December 2021, SAI Global database.',
    )
    expect(standard.formatId).toBe(19)
    expect(standard.item.number).toBe('AS 1684.2-2010')
  })
})
