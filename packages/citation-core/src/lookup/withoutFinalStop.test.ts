import { describe, expect, it } from 'vitest'
import { withoutFinalStop } from './withoutFinalStop.ts'

describe('withoutFinalStop', () => {
  it.each([
    ['Thematic analysis.', 'Thematic analysis'],
    ['Thematic analysis', 'Thematic analysis'],
    ['Waiting for...', 'Waiting for...'],
    ['Vitamin B.', 'Vitamin B.'],
    ['Trade policy in the U.S.', 'Trade policy in the U.S.'],
    ['What is AI?', 'What is AI?'],
  ])('%s → %s', (title, expected) => {
    expect(withoutFinalStop(title)).toBe(expected)
  })
})
