import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { renderReference } from '../render/renderReference.ts'
import { carriedFields } from './carriedFields.ts'
import { formStateToItem } from './formStateToItem.ts'
import { itemToFormState } from './itemToFormState.ts'

const translatedPage: CslItem = {
  type: 'webpage',
  author: [{ family: 'Tolstoy', given: 'Leo' }],
  translator: [{ family: 'Garnett', given: 'Constance' }],
  issued: { 'date-parts': [[1998]] },
  title: 'Anna Karenina',
  website: 'Project Gutenberg',
  URL: 'https://www.gutenberg.org/ebooks/1399',
  accessed: { 'date-parts': [[2024, 3, 5]] },
}

describe('carriedFields', () => {
  it('keeps a detail the format has no field for in the field of the first format that prints it', () => {
    const { carried, values } = carriedFields(13, translatedPage)
    expect(carried).toEqual([{ formatId: 1, key: 'translator' }])
    expect(values.translator).toEqual([
      {
        kind: 'person',
        firstName: 'Constance',
        middleName: '',
        lastName: 'Garnett',
        organisation: '',
        abbreviation: '',
      },
    ])
  })

  it('takes the field of the format the detail was typed in when that format prints it', () => {
    const episode: CslItem = {
      type: 'motion_picture',
      title: 'Battle of the bastards',
      'container-title': 'Game of thrones',
    }
    expect(carriedFields(65, episode).carried).toEqual([{ formatId: 3, key: 'container' }])
    expect(carriedFields(65, episode, [22]).carried).toEqual([{ formatId: 22, key: 'container' }])
  })

  it('carries a detail the format prints but has no field for, so it is not lost', () => {
    const nonEnglish: CslItem = {
      type: 'webpage',
      title: 'Thống kê Hải quan',
      'translated-title': 'Customs statistics',
    }
    expect(carriedFields(1, nonEnglish).carried).toEqual([{ formatId: 13, key: 'translation' }])
  })

  it('carries nothing when the format has a field for every detail', () => {
    const { website: _w, URL: _u, accessed: _a, ...book } = translatedPage
    expect(carriedFields(1, { ...book, type: 'book', publisher: 'Pan Books' }).carried).toEqual([])
  })
})

describe('formStateToItem with carried fields', () => {
  it('writes the carried value into the item, and the reference leaves it out', () => {
    const state = itemToFormState(13, translatedPage)
    const { carried, values } = carriedFields(13, translatedPage)
    const item = formStateToItem(13, { ...state, carried, values: { ...state.values, ...values } })
    expect(item.translator).toEqual([{ family: 'Garnett', given: 'Constance' }])
    expect(renderReference(13, item).text).toBe(
      'Tolstoy L (1998) Anna Karenina, Project Gutenberg website, accessed 5 March 2024. https://www.gutenberg.org/ebooks/1399',
    )
    expect(formStateToItem(13, state)).not.toHaveProperty('translator')
  })
})
