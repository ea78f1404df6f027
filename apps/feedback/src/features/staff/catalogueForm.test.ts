import { describe, expect, it } from 'vitest'
import { validateCourse, validateTagName } from './catalogueForm.ts'

describe('the course and tag forms', () => {
  it('sends a course code in capitals and refuses one that is not a course code', () => {
    expect(validateCourse(' cosc2429 ', ' Web Programming ').body).toEqual({
      code: 'COSC2429',
      name: 'Web Programming',
    })
    expect(validateCourse('COSC', 'Web').errors.code).toMatch(/such as COSC2429/)
    expect(validateCourse('', '').errors).toEqual({ code: 'Input required', name: 'Input required' })
  })

  it('asks for a tag name of 2 to 40 characters', () => {
    expect(validateTagName('  Caring ')).toEqual({ name: 'Caring' })
    expect(validateTagName(' ').error).toBe('Input required')
    expect(validateTagName('a').error).toBe('At least 2 characters')
  })
})
