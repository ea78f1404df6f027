import { emptyFormState, type FormState, formStateToItem, itemToFormState } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { switchFormat } from './switchFormat.ts'

const book = itemToFormState(1, {
  type: 'book',
  author: [{ family: 'Deegan', given: 'Craig' }],
  issued: { 'date-parts': [[2019]] },
  title: 'An introduction to accounting',
  publisher: 'Cengage Learning Australia',
  'publisher-place': 'Southbank',
})

describe('changing the format', () => {
  it('keeps what both formats share, through the CSL item', () => {
    const article = switchFormat(1, 7, book)
    expect(formStateToItem(7, article)).toEqual({
      type: 'article-journal',
      author: [{ family: 'Deegan', given: 'Craig' }],
      issued: { 'date-parts': [[2019]] },
      title: 'An introduction to accounting',
    })
    // And back: the book's fields the article had no place for are gone.
    expect(formStateToItem(1, switchFormat(7, 1, article))).not.toHaveProperty('publisher')
  })

  it("starts a blank form on the new format's defaults", () => {
    expect(switchFormat(1, 16, emptyFormState(1))).toEqual(emptyFormState(16))
    const abs = switchFormat(1, 16, book)
    expect(formStateToItem(16, abs)).toMatchObject({
      author: [{ family: 'Deegan', given: 'Craig' }],
      website: 'ABS',
      title: 'An introduction to accounting',
    })
  })

  it('keeps a ticked Autofill box that the new format has too', () => {
    const webpage: FormState = { ...emptyFormState(13), checked: { accessed: true } }
    webpage.values.title = 'Library opening hours'
    const next = switchFormat(13, 14, webpage)
    expect(next.checked.accessed).toBe(true)
  })

  it('switches a television program to a DVD film keeping the director, year and title', () => {
    const program = itemToFormState(22, {
      type: 'broadcast',
      director: [{ family: 'Sapochnik', given: 'Miguel' }],
      issued: { 'date-parts': [[2016]] },
      title: 'Battle of the bastards',
      'container-title': 'Game of thrones',
      publisher: 'HBO',
    })
    expect(formStateToItem(65, switchFormat(22, 65, program))).toEqual({
      type: 'motion_picture',
      director: [{ family: 'Sapochnik', given: 'Miguel' }],
      issued: { 'date-parts': [[2016]] },
      title: 'Battle of the bastards',
      publisher: 'HBO',
    })
  })
})
