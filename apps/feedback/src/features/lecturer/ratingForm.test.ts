import { describe, expect, it } from 'vitest'
import { draftOf, emptyDraft, errorsLeft, validateRatingForm } from './ratingForm.ts'

const context = { teacherId: 7, thisYear: 2026 }
const complete = {
  ...emptyDraft(2025),
  courseId: '3',
  semester: '2',
  note: '  Clear and fair.  ',
  tags: ['Caring'],
  scores: { all: 5, nice: 4, fair: 4, time: 3, hard: 2 },
  wouldTakeAgain: 'yes' as const,
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
    expect(errors.wouldTakeAgain).toBe('Input required')
    expect(errors.grade).toBeUndefined()
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
      would_take_again: true,
      grade: null,
    })
    expect(
      validateRatingForm({ ...complete, wouldTakeAgain: 'no', grade: 'HD' }, context).body,
    ).toMatchObject({
      would_take_again: false,
      grade: 'HD',
    })
  })
})

describe('errorsLeft', () => {
  it('takes an error away as soon as its field is valid, and adds none the student was not shown', () => {
    const shown = validateRatingForm(emptyDraft(2026), context).errors
    const courseChosen = errorsLeft(shown, { ...emptyDraft(2026), courseId: '3' }, context)
    expect(courseChosen.course).toBeUndefined()
    expect(courseChosen.semester).toBe('Input required')
    const yearWrong = errorsLeft(
      { year: 'Year must be 2018 or later' },
      { ...complete, year: '2017' },
      context,
    )
    expect(yearWrong).toEqual({ year: 'Year must be 2018 or later' })
    expect(errorsLeft({}, emptyDraft(2026), context)).toEqual({})
  })
})

describe('draftOf', () => {
  it('fills the form with what the student wrote, ready to send again', () => {
    const draft = draftOf({
      id: 9,
      teacher_id: 7,
      teacher_name: 'Kiều Thị Diệu Linh',
      course: { id: 3, code: 'ISYS2101', name: 'Software' },
      semester: 2,
      year: 2025,
      note: 'Clear and fair.',
      tags: ['Caring'],
      rating: { all: 5, nice: 4, fair: 4, time: 3, hard: 2 },
      would_take_again: false,
      grade: 'CR',
      status: 'public',
      mine: true,
      helpful: 0,
      helped: false,
      aged: false,
      status_reason: null,
      editable_until: '2026-12-01T00:00:00.000Z',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    })
    expect(draft).toMatchObject({
      courseId: '3',
      semester: '2',
      year: '2025',
      wouldTakeAgain: 'no',
      grade: 'CR',
    })
    expect(validateRatingForm(draft, context).body).toMatchObject({ course_id: 3, grade: 'CR' })
  })
})
