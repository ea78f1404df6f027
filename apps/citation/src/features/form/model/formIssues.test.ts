import { emptyFormState, type FormState, formStateToItem } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { formIssues } from './formIssues.ts'

const issues = (formatId: number, form: FormState) =>
  formIssues(formatId, form, formStateToItem(formatId, form))

describe('the form issues', () => {
  it('lists the required fields of a blank form with the engine messages', () => {
    expect(issues(1, emptyFormState(1))).toEqual({
      year: 'Year is required',
      title: 'Title is required',
      publisher: 'Publisher is required',
      place: 'Place of publication is required',
    })
  })

  it('checks the chosen A-or-B option, even when it is empty', () => {
    const form = emptyFormState(8)
    form.alternatives.source = 'database'
    expect(issues(8, form)).toMatchObject({ database: 'Name of database is required' })
    expect(issues(8, form)).not.toHaveProperty('doi')
  })

  it('says a date needs its year when only its day or month was picked', () => {
    const form = emptyFormState(13)
    form.values.accessed = { day: '3', month: '11', year: '', noDate: false, circa: false, period: '' }
    expect(issues(13, form).accessed).toBe('Date accessed needs a year')
  })

  it('passes on the engine errors (URL, 255 characters)', () => {
    const form = emptyFormState(13)
    form.values.url = 'rmit.edu.vn'
    form.values.title = 'x'.repeat(256)
    expect(issues(13, form)).toMatchObject({
      url: 'URL must start with http:// or https://',
      title: 'Title of webpage must be at most 255 characters',
    })
  })
})
