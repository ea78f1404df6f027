import { describe, expect, it } from 'vitest'
import { courseCodeOf, coursePath } from './courseCode.ts'

describe('courseCodeOf', () => {
  it('reads a code however a student spaces or cases it', () => {
    for (const typed of ['ECON1192', 'econ1192', 'econ 1192', 'ECON-1192', ' Econ 1192 ', 'econ.1192'])
      expect(courseCodeOf(typed)).toBe('ECON1192')
    expect(courseCodeOf('law2447')).toBe('LAW2447')
  })

  it('is null for text that is not a course code', () => {
    for (const typed of [
      '',
      'economics',
      'ECON',
      '1192',
      'ECONOMICS1192',
      'E1192',
      'ECON119200',
      'ĐECON1192',
    ])
      expect(courseCodeOf(typed)).toBeNull()
  })

  it('gives the course page of a code', () => {
    expect(coursePath('ECON1192')).toBe('/course/ECON1192')
  })
})
