import { emptyFormState, type FormState, formStateToItem, itemToFormState } from '@unikit/citation-core'
import { describe, expect, it } from 'vitest'
import { newFormState, todayValue } from './newFormState.ts'
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
  it('keeps what both formats share, through the CSL item, and carries what the new one will not print', () => {
    const article = switchFormat(1, 7, book)
    expect(article.carried).toEqual([
      { formatId: 1, key: 'publisher' },
      { formatId: 1, key: 'place' },
    ])
    expect(formStateToItem(7, article)).toEqual({
      type: 'article-journal',
      author: [{ family: 'Deegan', given: 'Craig' }],
      issued: { 'date-parts': [[2019]] },
      title: 'An introduction to accounting',
      publisher: 'Cengage Learning Australia',
      'publisher-place': 'Southbank',
    })
    // And back: the carried publisher and place are the book's own fields again.
    const back = switchFormat(7, 1, article)
    expect(back.carried).toBeUndefined()
    expect(formStateToItem(1, back)).toEqual(formStateToItem(1, book))
  })

  it('carries a translator from a book to a webpage and back', () => {
    const translated = itemToFormState(1, {
      type: 'book',
      author: [{ family: 'Tolstoy', given: 'Leo' }],
      translator: [{ family: 'Garnett', given: 'Constance' }],
      issued: { 'date-parts': [[1978]] },
      title: 'Anna Karenina',
    })
    const page = switchFormat(1, 13, translated)
    expect(page.carried).toEqual([{ formatId: 1, key: 'translator' }])
    expect(formStateToItem(1, switchFormat(13, 1, page)).translator).toEqual([
      { family: 'Garnett', given: 'Constance' },
    ])
  })

  it("starts a blank form on the new format's defaults", () => {
    const today = new Date(2026, 2, 9)
    expect(switchFormat(1, 16, emptyFormState(1), today)).toEqual(newFormState(16, today))
    // A new web page's accessed date of today is no typing: the form is still a new one.
    expect(switchFormat(13, 1, newFormState(13, today), today)).toEqual(newFormState(1, today))
    const abs = switchFormat(1, 16, book)
    expect(formStateToItem(16, abs)).toMatchObject({
      author: [{ family: 'Deegan', given: 'Craig' }],
      website: 'ABS',
      title: 'An introduction to accounting',
    })
  })

  it("drops today's accessed date for a format without one, and keeps a date the student set", () => {
    const today = new Date(2026, 2, 9)
    const page = newFormState(13, today)
    page.values.title = 'Library opening hours'
    const book = switchFormat(13, 1, page, today)
    expect(book.carried).toBeUndefined()
    expect(formStateToItem(1, book)).toEqual({ type: 'book', title: 'Library opening hours' })
    page.values.accessed = { ...todayValue(today), day: '2' }
    expect(switchFormat(13, 1, page, today).carried).toEqual([{ formatId: 13, key: 'accessed' }])
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
    const film = switchFormat(22, 65, program)
    expect(formStateToItem(65, { ...film, carried: [] })).toEqual({
      type: 'motion_picture',
      director: [{ family: 'Sapochnik', given: 'Miguel' }],
      issued: { 'date-parts': [[2016]] },
      title: 'Battle of the bastards',
      publisher: 'HBO',
    })
    // The series a film does not print stays in the television program's field, under the form.
    expect(film.carried).toEqual([{ formatId: 22, key: 'container' }])
    expect(film.values.container).toBe('Game of thrones')
  })
})
