import { describe, expect, it } from 'vitest'
import { DEFAULT_MOST_USED_ORDER, menuFormats, mostUsedFormats, rankFormatsByUsage } from './formatRanking.ts'

const ids = (list: { id: number }[]) => list.map((format) => format.id)

describe('format ranking', () => {
  it('offers the 43 formats of the menu, never the hidden DVD film', () => {
    expect(menuFormats).toHaveLength(43)
    expect(ids([...menuFormats])).not.toContain(65)
  })

  it('falls back to the default order when nothing has been counted', () => {
    expect(ids(mostUsedFormats({}))).toEqual(DEFAULT_MOST_USED_ORDER)
    expect(ids(rankFormatsByUsage({}))).toHaveLength(43)
  })

  it('puts the most counted first and breaks ties by the default order', () => {
    const ranked = ids(mostUsedFormats({ 24: 5, 10: 2, 42: 2, 1: 0 }, 5))
    expect(ranked).toEqual([24, 10, 42, 1, 7])
  })

  it('counts DVD films for Television Program and ignores bad counts', () => {
    const ranked = ids(mostUsedFormats({ 65: 3, 22: 1, 7: 3, 999: 50, 8: -4 }, 3))
    expect(ranked).toEqual([22, 7, 1])
  })
})
