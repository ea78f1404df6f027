import { emptyFormState, formStateToItem } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { newFormState } from './newFormState.ts'

describe('a new citation form', () => {
  const today = new Date(2026, 2, 9)

  it("starts a web page's date accessed on today", () => {
    expect(formStateToItem(13, newFormState(13, today))).toEqual({
      type: 'webpage',
      accessed: { 'date-parts': [[2026, 3, 9]] },
    })
    // An online journal article's accessed date too, whichever source option is chosen later.
    expect(newFormState(8, today).values.accessed).toMatchObject({ day: '9', month: '3', year: '2026' })
  })

  it('leaves a format with no date accessed as it is', () => {
    expect(newFormState(1, today)).toEqual(emptyFormState(1))
  })
})
