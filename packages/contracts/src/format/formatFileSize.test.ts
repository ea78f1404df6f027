import { describe, expect, it } from 'vitest'
import { formatFileSize } from './formatFileSize.ts'

describe('formatFileSize', () => {
  it('counts small files in bytes', () => {
    expect(formatFileSize(0)).toBe('0 bytes')
    expect(formatFileSize(1)).toBe('1 byte')
    expect(formatFileSize(1023)).toBe('1023 bytes')
  })

  it('shows one decimal below ten and none above', () => {
    expect(formatFileSize(1024)).toBe('1 KB')
    expect(formatFileSize(1434)).toBe('1.4 KB')
    expect(formatFileSize(900 * 1024)).toBe('900 KB')
    expect(formatFileSize(3.25 * 1024 * 1024)).toBe('3.3 MB')
    expect(formatFileSize(14.4 * 1024)).toBe('14 KB')
    expect(formatFileSize(41_943_040)).toBe('40 MB')
  })

  it('says so when the size is not known', () => {
    expect(formatFileSize(null)).toBe('Unknown size')
    expect(formatFileSize(Number.NaN)).toBe('Unknown size')
  })
})
