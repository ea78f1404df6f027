import { describe, expect, it } from 'vitest'
import {
  isUniversityEmail,
  studentNumberOf,
  studentNumberProblem,
  toUniversityEmail,
  UNIVERSITY_SUFFIX,
} from './universityEmail.ts'

describe('university addresses', () => {
  it('appends the fixed domain to a trimmed student number', () => {
    expect(UNIVERSITY_SUFFIX).toBe('@rmit.edu.vn')
    expect(toUniversityEmail('  s3912345 ')).toBe('s3912345@rmit.edu.vn')
  })

  it('refuses a student number that carries a domain', () => {
    expect(studentNumberProblem('s3912345')).toBeNull()
    expect(studentNumberProblem('s3912345@rmit.edu.vn')).toBe(
      'Use your university e-mail address (…@rmit.edu.vn).',
    )
    expect(studentNumberProblem('@')).toBe('Use your university e-mail address (…@rmit.edu.vn).')
  })

  it('tells a university address from others', () => {
    expect(isUniversityEmail('s3912345@rmit.edu.vn')).toBe(true)
    expect(isUniversityEmail('S3912345@RMIT.EDU.VN')).toBe(true)
    expect(isUniversityEmail('s3912345@gmail.com')).toBe(false)
    expect(isUniversityEmail('@rmit.edu.vn')).toBe(false)
    expect(isUniversityEmail('s39 12345@rmit.edu.vn')).toBe(false)
    expect(isUniversityEmail('s3912345@student.rmit.edu.vn')).toBe(false)
  })

  it('reads the student number back from an address', () => {
    expect(studentNumberOf('s3912345@rmit.edu.vn')).toBe('s3912345')
    expect(studentNumberOf('no-at-sign')).toBe('no-at-sign')
  })
})
