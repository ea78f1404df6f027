import { describe, expect, it } from 'vitest'
import { lowerAfterColon } from './lowerAfterColon.ts'

describe('lowerAfterColon', () => {
  it('lowers a common word after a colon and leaves what may be a name', () => {
    expect(lowerAfterColon('Know-it-all society: Truth and arrogance')).toBe(
      'Know-it-all society: truth and arrogance',
    )
    expect(lowerAfterColon('Machine learning in healthcare: A review')).toBe(
      'Machine learning in healthcare: a review',
    )
    expect(lowerAfterColon('Redfern: Aboriginal activism in the 1970s')).toBe(
      'Redfern: Aboriginal activism in the 1970s',
    )
    expect(lowerAfterColon('Womenswear forecast S/S 24: SenseScapes')).toBe(
      'Womenswear forecast S/S 24: SenseScapes',
    )
    expect(lowerAfterColon('COVID-19: WHO guidance')).toBe('COVID-19: WHO guidance')
  })
})
