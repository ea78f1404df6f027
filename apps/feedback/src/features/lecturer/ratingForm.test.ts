import { describe, expect, it } from 'vitest'
import { emptyDraft, validateRatingForm } from './ratingForm.ts'

const context = { teacherId: 7, thisYear: 2026 }
const complete = {
  ...emptyDraft(2025),
  courseId: '3',
  semester: '2',
  note: '  Clear and fair.  ',
  tags: ['Caring'],
  scores: { all: 5, nice: 4, fair: 4, time: 3, hard: 2 },
}

describe('validateRatingForm', () => {
  it('asks for every missing answer with “Input required”', () => {
    const { errors, body } = validateRatingForm(emptyDraft(2026), context)
    expect(body).toBeUndefined()
    expect(errors).toMatchObject({
      course: 'Input required',
      semester: 'Input required',
      note: 'Input required',
    })
    expect(errors.all).toBe('Choose from 1 to 5')
  })

  it('refuses a year before 2018 or after this year instead of warning and sending it', () => {
    expect(validateRatingForm({ ...complete, year: '2017' }, context).errors.year).toBe(
      'Year must be 2018 or later',
    )
    expect(validateRatingForm({ ...complete, year: '2027' }, context).errors.year).toBe(
      'Year must be 2026 or earlier',
    )
    expect(validateRatingForm({ ...complete, year: '' }, context).errors.year).toBe('Input required')
  })

  it('refuses a sixth tag', () => {
    const tags = ['a', 'b', 'c', 'd', 'e', 'f']
    expect(validateRatingForm({ ...complete, tags }, context).errors.tags).toBe('Only select up to 5 tags')
  })

  it('sends a complete draft as the service’s body, the note trimmed', () => {
    expect(validateRatingForm(complete, context).body).toEqual({
      teacher_id: 7,
      course_id: 3,
      semester: 2,
      year: 2025,
      note: 'Clear and fair.',
      tags: ['Caring'],
      rating: { all: 5, nice: 4, fair: 4, time: 3, hard: 2 },
    })
  })
})
