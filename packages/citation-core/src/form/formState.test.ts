import { describe, expect, it } from 'vitest'
import { renderReference } from '../render/renderReference.ts'
import { type DateValue, emptyDate, emptyName, type NameValue } from './FormState.ts'
import { formStateToItem } from './formStateToItem.ts'
import { emptyFormState, itemToFormState } from './itemToFormState.ts'

const today = new Date(2024, 2, 1)
const date = (year: string, month = '', day = ''): DateValue => ({ ...emptyDate(), year, month, day })
const person = (firstName: string, lastName: string, middleName = ''): NameValue => ({
  ...emptyName(),
  firstName,
  middleName,
  lastName,
})

describe('emptyFormState', () => {
  it('starts with one empty name row, the first option of each select and each A-or-B set', () => {
    const state = emptyFormState(5)
    expect(state.values.author).toEqual([emptyName()])
    expect(state.values.genre).toBe('brochure')
    expect(emptyFormState(8).alternatives).toEqual({ source: 'doi' })
  })

  it('fills the ABS report with ABS as author and website', () => {
    const state = emptyFormState(16)
    expect(state.values.author).toEqual([
      { ...emptyName('organisation'), organisation: 'Australian Bureau of Statistics', abbreviation: 'ABS' },
    ])
    expect(state.values.website).toBe('ABS')
  })
})

describe('formStateToItem', () => {
  it('splits names into first, middle and last name', () => {
    const state = emptyFormState(1)
    state.values.author = [person('Thị', 'Nguyễn', 'Minh'), person('', '')]
    state.values.year = date('2022')
    state.values.title = ' Kinh tế '
    const item = formStateToItem(1, state)
    expect(item.author).toEqual([{ family: 'Nguyễn', given: 'Thị Minh' }])
    expect(item.title).toBe('Kinh tế')
    expect(itemToFormState(1, item).values.author).toEqual([person('Thị', 'Nguyễn', 'Minh')])
  })

  it('writes N/A as an empty author list, No date as n.d. and No place as n.p.', () => {
    const state = emptyFormState(7)
    state.checked.author = true
    state.values.year = { ...emptyDate(), noDate: true }
    const item = formStateToItem(7, state)
    expect(item.author).toEqual([])
    expect(item.issued).toEqual({ literal: 'n.d.' })
    const book = emptyFormState(1)
    book.checked.place = true
    expect(formStateToItem(1, book)['publisher-place']).toBe('n.p.')
    expect(itemToFormState(1, { type: 'book', 'publisher-place': 'n.p.' }).checked.place).toBe(true)
    expect(itemToFormState(7, { type: 'article-journal', author: [] }).checked.author).toBe(true)
  })

  it('autofills the website from the author and the accessed date with today', () => {
    const state = emptyFormState(13)
    state.values.author = [
      { ...emptyName('organisation'), organisation: 'World Health Organization', abbreviation: 'WHO' },
    ]
    state.checked.website = true
    state.checked.accessed = true
    const item = formStateToItem(13, state, { today })
    expect(item.website).toBe('WHO')
    expect(item.accessed).toEqual({ 'date-parts': [[2024, 3, 1]] })
  })

  it('writes only the chosen A-or-B option', () => {
    const state = emptyFormState(8)
    state.values.doi = '10.1/x'
    state.values.database = 'ProQuest'
    state.values.accessed = date('2024', '3', '1')
    expect(formStateToItem(8, state)).toMatchObject({ DOI: '10.1/x' })
    expect(formStateToItem(8, state).source).toBeUndefined()
    state.alternatives.source = 'database'
    const item = formStateToItem(8, state)
    expect(item.DOI).toBeUndefined()
    expect(item).toMatchObject({ source: 'ProQuest', accessed: { 'date-parts': [[2024, 3, 1]] } })
  })

  it('drops groups hidden by a select (an album has no album title)', () => {
    const state = emptyFormState(27)
    state.values.genre = 'Album'
    state.values.container = 'Ignored'
    expect(formStateToItem(27, state)['container-title']).toBeUndefined()
  })

  it('builds conference date ranges, circa and periods', () => {
    const state = emptyFormState(32)
    state.values.date = date('2020', '11', '3')
    state.values.dateEnd = { ...emptyDate(), month: '11', day: '5' }
    expect(formStateToItem(32, state).issued).toEqual({
      'date-parts': [
        [2020, 11, 3],
        [2020, 11, 5],
      ],
    })
    const artwork = emptyFormState(28)
    artwork.values.year = { ...emptyDate(), period: '11th-12th century' }
    expect(formStateToItem(28, artwork).issued).toEqual({ literal: '11th-12th century' })
    artwork.values.year = { ...date('2021'), circa: true }
    expect(formStateToItem(28, artwork).issued).toEqual({ 'date-parts': [[2021]], circa: true })
    expect(
      itemToFormState(28, { type: 'graphic', issued: { literal: '11th-12th century' } }).values.year,
    ).toEqual({
      ...emptyDate(),
      period: '11th-12th century',
    })
  })

  it('puts a last day that comes before the first day in the next year', () => {
    const state = emptyFormState(32)
    state.values.date = date('2019', '12', '30')
    state.values.dateEnd = { ...emptyDate(), month: '1', day: '2' }
    const crossYear = formStateToItem(32, state).issued
    expect(crossYear).toEqual({
      'date-parts': [
        [2019, 12, 30],
        [2020, 1, 2],
      ],
    })
    state.values.date = date('2020', '2', '28')
    state.values.dateEnd = { ...emptyDate(), month: '3', day: '3' }
    expect(formStateToItem(32, state).issued).toEqual({
      'date-parts': [
        [2020, 2, 28],
        [2020, 3, 3],
      ],
    })
    // A last day with its month but no day yet stays in the start's year.
    state.values.date = date('2020', '3', '5')
    state.values.dateEnd = { ...emptyDate(), month: '3' }
    expect(formStateToItem(32, state).issued).toEqual({
      'date-parts': [
        [2020, 3, 5],
        [2020, 3],
      ],
    })
  })

  it('keeps the id of the item being edited and gives a renderable item', () => {
    const state = emptyFormState(1)
    state.values.title = 'A Warning'
    state.values.year = date('2019')
    state.values.publisher = 'Little Brown'
    state.values.place = 'London'
    const item = formStateToItem(1, state, { base: { id: 'abc123xyz', type: 'book' } })
    expect(item.id).toBe('abc123xyz')
    expect(renderReference(1, item).html).toBe('<i>A Warning</i> (2019) Little Brown, London.')
  })
})
