import { describe, expect, it } from 'vitest'
import { foldText } from './foldText.ts'

describe('foldText', () => {
  it('ignores case, diacritics and spacing', () => {
    expect(foldText('  Nguyễn   Thị ĐOÀN ')).toBe('nguyen thi doan')
    expect(foldText('Montréal')).toBe(foldText('Montre\u0301al'))
    expect(foldText('Zürich Ærø')).toBe('zurich ærø')
  })
})
