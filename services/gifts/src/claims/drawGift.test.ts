import { describe, expect, it } from 'vitest'
import { drawGift } from './drawGift.ts'

const prizes = [
  { gift: 'CARD', weight: 3 },
  { gift: 'AIRPOD3', weight: 1 },
] as const

describe('drawGift', () => {
  it('maps each ticket to one prize in proportion to its weight, then to NONE', () => {
    const drawn = [0, 1, 2, 3, 4, 5].map((ticket) => drawGift(prizes, 2, () => ticket))
    expect(drawn).toEqual(['CARD', 'CARD', 'CARD', 'AIRPOD3', 'NONE', 'NONE'])
  })

  it('draws over the total weight of what is left', () => {
    const limits: number[] = []
    drawGift(prizes, 2, (limit) => {
      limits.push(limit)
      return 0
    })
    expect(limits).toEqual([6])
  })

  it('gives NONE when nothing is in stock or nothing has weight, whatever the weight of NONE', () => {
    expect(drawGift([], 0)).toBe('NONE')
    expect(drawGift([{ gift: 'CARD', weight: 0 }], 5)).toBe('NONE')
  })

  it('gives only prizes when drawing nothing has no weight', () => {
    for (let i = 0; i < 200; i++) expect(drawGift(prizes, 0)).not.toBe('NONE')
  })
})
