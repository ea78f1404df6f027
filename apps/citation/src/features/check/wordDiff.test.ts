import { describe, expect, it } from 'vitest'
import { wordDiff } from './wordDiff.ts'

const changed = (before: string, after: string) =>
  wordDiff(before, after)
    .filter((word) => word.kind !== 'same')
    .map((word) => `${word.kind === 'added' ? '+' : '-'}${word.italic ? `*${word.text}*` : word.text}`)

describe('wordDiff', () => {
  it('finds nothing when the fix is the pasted text', () => {
    expect(changed('Hill A 2020, <i>Title</i>', 'Hill A 2020, <i>Title</i>')).toEqual([])
  })

  it('shows "&" replaced by "and"', () => {
    expect(changed('Smith, J &amp; Lee, K 2020', 'Smith J and Lee K 2020')).toEqual([
      '-Smith,',
      '+Smith',
      '-&',
      '-Lee,',
      '+and',
      '+Lee',
    ])
  })

  it('counts a title put into italics as a change', () => {
    expect(changed('2020, Deep work, Piatkus', '2020, <i>Deep work</i>, Piatkus')).toEqual([
      '-Deep',
      '-work,',
      '+*Deep*',
      '+*work*',
      '+,',
    ])
    expect(wordDiff('x', '<i>a b</i>, c').map((word) => word.space)).toEqual([
      false,
      false,
      true,
      false,
      true,
    ])
  })

  it('keeps the words in order around an addition', () => {
    const diff = wordDiff('A B D', 'A B C D')
    expect(diff.map((word) => word.text)).toEqual(['A', 'B', 'C', 'D'])
    expect(diff[2]).toEqual({ kind: 'added', text: 'C', italic: false, space: true })
  })
})
