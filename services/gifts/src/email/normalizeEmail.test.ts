import { describe, expect, it } from 'vitest'
import { normalizeEmail } from './normalizeEmail.ts'

describe('normalizeEmail', () => {
  it('trims and lower-cases every address', () => {
    expect(normalizeEmail('  An.Nguyen@RMIT.edu.vn \n')).toBe('an.nguyen@rmit.edu.vn')
  })

  it('folds the dots and +tags of Gmail addresses, and googlemail.com into gmail.com', () => {
    expect(normalizeEmail('An.Nguyen+tet2027@GMail.com')).toBe('annguyen@gmail.com')
    expect(normalizeEmail('a.n.n.g.u.y.e.n@googlemail.com')).toBe('annguyen@gmail.com')
  })

  it('keeps dots and +tags elsewhere, where they may name another mailbox', () => {
    expect(normalizeEmail('an.nguyen+tet@rmit.edu.vn')).toBe('an.nguyen+tet@rmit.edu.vn')
  })

  it('gives null when nothing of the mailbox is left', () => {
    expect(normalizeEmail('+tet@gmail.com')).toBeNull()
    expect(normalizeEmail('...@gmail.com')).toBeNull()
    expect(normalizeEmail('@rmit.edu.vn')).toBeNull()
  })
})
