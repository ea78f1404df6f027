import { expect, it } from 'vitest'
import { formatSeconds } from './formatSeconds.ts'

it('writes durations for people', () => {
  expect(formatSeconds(10_000)).toBe('10 seconds')
  expect(formatSeconds(1000)).toBe('1 second')
  expect(formatSeconds(300)).toBe('0.3 seconds')
  expect(formatSeconds(2500)).toBe('2.5 seconds')
})
