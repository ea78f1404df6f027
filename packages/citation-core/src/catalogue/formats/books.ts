import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  containerTitle,
  dateGroup,
  doi,
  edition,
  editors,
  group,
  option,
  place,
  publisher,
  select,
  title,
  translators,
  url,
  website,
  year,
} from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

/**
 * A book, chapter, brochure or catalogue needs its place of publication, or `n.p.` ("No place") when it has none
 * (docs/decisions/0739-a-book-needs-its-place.md); a DOI replaces it.
 */
const bookPlace = () => place('Place of publication', true)

/** Edition and publisher, then the place or (for books found online) the DOI that replaces it. */
function publication(doiFirst = false): FieldGroup[] {
  const where = [
    option('location', 'place', 'Place', [bookPlace()]),
    option('location', 'doi', 'DOI', [doi(true)]),
  ]
  return [
    group('publication', 'Publication', [edition(), publisher()]),
    ...(doiFirst ? where.reverse() : where),
  ]
}

const bookCaption =
  'A printed book. List every author. With no author the title moves to the front. A DOI replaces the place.'

export const books: readonly FormatDefinition[] = [
  defineFormat({
    id: 1,
    code: 'book',
    name: 'Book',
    menuGroup: 'book',
    cslType: 'book',
    caption: bookCaption,
    pattern: 'Author (Year) *Title: subtitle*, Nth edn, Publisher, Place.',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [title()]),
      translators(),
      ...publication(),
    ],
  }),
  defineFormat({
    id: 2,
    code: 'e-book',
    name: 'E-Book',
    menuGroup: 'book',
    cslType: 'book',
    caption:
      'An e-book is referenced like a print book, with its DOI if it has one. No URL or accessed date.',
    pattern: 'Author (Year) *Title*, Nth edn, Publisher, doi:DOI.',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [title()]),
      translators(),
      ...publication(true),
    ],
  }),
  defineFormat({
    id: 3,
    code: 'book-chapter',
    name: 'Book Chapter',
    menuGroup: 'book',
    cslType: 'chapter',
    caption:
      'A chapter of a book. Add the editors if the book has them; without editors the book title follows the chapter title.',
    pattern: "Author (Year) 'Chapter title', in Editor (ed) *Book title*, Publisher, Place.",
    groups: chapterGroups(false),
  }),
  defineFormat({
    id: 43,
    code: 'book-chapter-edited',
    name: 'Book chapter in an edited book',
    menuGroup: 'book',
    cslType: 'chapter',
    caption: 'A chapter in a book compiled by editors. No page range is given in the reference list.',
    pattern: "Author (Year) 'Chapter title', in Editor A and Editor B (eds) *Book title*, Publisher, Place.",
    groups: chapterGroups(true),
  }),
  defineFormat({
    id: 39,
    code: 'edited-book',
    name: 'Edited book',
    menuGroup: 'book',
    cslType: 'book',
    caption: 'A whole book compiled by editors. Cite a single chapter with "Book chapter in an edited book".',
    pattern: 'Editor A and Editor B (eds) (Year) *Title*, Nth edn, Publisher, Place.',
    groups: [
      editors(true),
      dateGroup(year()),
      group('title', 'Title', [title()]),
      translators(),
      ...publication(),
    ],
  }),
  defineFormat({
    id: 4,
    code: 'encyclopedia-entry',
    name: 'Encyclopedia and Dictionary Entries',
    menuGroup: 'book',
    cslType: 'entry-encyclopedia',
    caption:
      'An entry with an author. An entry with no author is not put in the reference list: cite it in text only, e.g. (Macquarie dictionary 2017:936).',
    pattern: "Author (Year) 'Entry title', in Editor (ed), *Title of work*, Nth edn, Publisher, Place.",
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Entry', [title('Entry title')]),
      editors(),
      group('container', 'Encyclopedia or dictionary', [
        containerTitle('Title of encyclopedia or dictionary'),
      ]),
      ...publication(),
    ],
  }),
  defineFormat({
    id: 5,
    code: 'brochure',
    name: 'Brochure or Pamphlet',
    menuGroup: 'book',
    cslType: 'pamphlet',
    caption: 'A brochure or pamphlet, usually by an organisation that is also its publisher.',
    pattern: 'Organisation (Year) *Title* [brochure], Publisher, Place.',
    groups: [
      authors(),
      dateGroup(year({ circa: true })),
      group('title', 'Title', [title(), select('genre', 'genre', 'Kind', ['brochure', 'pamphlet'])]),
      group('publication', 'Publication', [publisher(), bookPlace()]),
    ],
  }),
  defineFormat({
    id: 6,
    code: 'exhibition-guide',
    name: 'Exhibition Catalogue',
    menuGroup: 'book',
    cslType: 'book',
    caption: 'A print or online exhibition guide (catalogue), with the dates of the exhibition.',
    pattern:
      'Author or Gallery (Year) *Title* [print exhibition guide], D Month YYYY – D Month YYYY, Publisher, Place.',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [title(), select('medium', 'medium', 'Guide', ['print', 'online'])]),
      group('exhibition', 'Exhibition dates', [
        {
          key: 'exhibitionStart',
          label: 'Opening date',
          variable: 'event-date',
          range: 'start',
          type: 'date',
        },
        { key: 'exhibitionEnd', label: 'Closing date', variable: 'event-date', range: 'end', type: 'date' },
      ]),
      group('publication', 'Publication', [publisher(), bookPlace()], {
        when: { field: 'medium', in: ['print'] },
      }),
      group('online', 'Online', [website(), url(), accessed()], {
        when: { field: 'medium', in: ['online'] },
      }),
    ],
  }),
]

function chapterGroups(editorsRequired: boolean): FieldGroup[] {
  return [
    authors(),
    dateGroup(year()),
    group('title', 'Chapter', [title('Chapter title')]),
    editors(editorsRequired),
    group('container', 'Book', [containerTitle('Book title')]),
    translators(),
    ...publication(),
  ]
}
