import { describe, expect, it } from 'vitest'
import { asSentence } from './asSentence.ts'

describe('asSentence', () => {
  it('adds a full stop only where the text has no closing punctuation', () => {
    expect(asSentence('Not a Word file')).toBe('Not a Word file.')
    expect(asSentence('Not a Word file.')).toBe('Not a Word file.')
    expect(asSentence('  Wrong course!  ')).toBe('Wrong course!')
    expect(asSentence('Is this the right file?')).toBe('Is this the right file?')
    expect(asSentence('It said “done.”')).toBe('It said “done.”')
    expect(asSentence('Wait…')).toBe('Wait…')
    expect(asSentence('   ')).toBe('')
  })
})
