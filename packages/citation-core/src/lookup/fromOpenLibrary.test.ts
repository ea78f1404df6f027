import { describe, expect, it } from 'vitest'
import { renderReference } from '../render/renderReference.ts'
import { fromOpenLibrary } from './fromOpenLibrary.ts'

describe('fromOpenLibrary', () => {
  it('maps a book: authors family name first, the year, the edition number, publisher and place', () => {
    const suggestion = fromOpenLibrary({
      title: 'Success in academic writing',
      authors: [{ name: 'Trevor Day', url: 'https://openlibrary.org/authors/OL7438373A/Trevor_Day' }],
      publishers: [{ name: 'Palgrave' }],
      publish_places: [{ name: 'Basingstoke' }],
      publish_date: '2018',
      edition_name: '2nd ed.',
    })
    expect(suggestion).toEqual({
      formatId: 1,
      missing: [],
      item: {
        type: 'book',
        title: 'Success in academic writing',
        author: [{ family: 'Day', given: 'Trevor' }],
        issued: { 'date-parts': [[2018]] },
        edition: '2',
        publisher: 'Palgrave',
        'publisher-place': 'Basingstoke',
      },
    })
    expect(renderReference(1, suggestion.item).text).toBe(
      'Day T (2018) Success in academic writing, 2nd edn, Palgrave, Basingstoke.',
    )
  })

  it('joins the subtitle, reads a catalogued date and cleans the catalogue punctuation', () => {
    const { item } = fromOpenLibrary({
      title: 'Slow reading',
      subtitle: 'the pleasure of books',
      authors: [{ name: 'John Miedema' }],
      publishers: [{ name: 'Litwin Books ;' }],
      publish_places: [{ name: '[Duluth, Minn] :' }],
      publish_date: 'March 2009',
      edition_name: '1st ed.',
    })
    expect(item).toEqual({
      type: 'book',
      title: 'Slow reading: the pleasure of books',
      author: [{ family: 'Miedema', given: 'John' }],
      issued: { 'date-parts': [[2009]] },
      publisher: 'Litwin Books',
      'publisher-place': 'Duluth, Minn',
    })
  })

  it('keeps Vietnamese authors family name first', () => {
    const { item } = fromOpenLibrary({
      title: 'Giáo trình kinh tế vi mô',
      authors: [{ name: 'Nguyễn Văn Dần' }, { name: 'Trần Thị Lan' }],
      publishers: [{ name: 'Nhà xuất bản Tài chính' }],
      publish_places: [{ name: 'Hà Nội' }],
      publish_date: '2019',
      edition_name: 'Tái bản lần thứ 2',
    })
    expect(renderReference(1, item).text).toBe(
      'Nguyễn VD and Trần TL (2019) Giáo trình kinh tế vi mô, 2nd edn, Nhà xuất bản Tài chính, Hà Nội.',
    )
  })

  it('reads the editors of a book with no authors from its title page, as an edited book', () => {
    const suggestion = fromOpenLibrary({
      title: 'The SAGE handbook of qualitative research',
      by_statement: 'edited by Norman K. Denzin, Yvonna S. Lincoln.',
      publishers: [{ name: 'SAGE' }],
      publish_places: [{ name: 'Thousand Oaks, California' }],
      publish_date: '2018',
      edition_name: 'Fifth edition.',
    })
    expect(suggestion.formatId).toBe(39)
    expect(renderReference(39, suggestion.item).text).toBe(
      'Denzin NK and Lincoln YS (eds) (2018) The SAGE handbook of qualitative research, 5th edn, SAGE, Thousand Oaks, California.',
    )
  })

  it('says what it could not find: a book without a place or an author', () => {
    expect(
      fromOpenLibrary({
        title: 'Fantastic Mr. Fox',
        authors: [{ name: 'Roald Dahl' }],
        publishers: [{ name: 'Puffin' }],
        publish_date: 'October 1, 1988',
      }).missing,
    ).toEqual(['publisher-place'])
    expect(fromOpenLibrary({ title: 'Untitled' }).missing).toEqual([
      'author',
      'publisher',
      'issued',
      'publisher-place',
    ])
  })
})
