import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  database,
  dateGroup,
  group,
  place,
  select,
  text,
  title,
  url,
  year,
} from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

function thesisGroups(): FieldGroup[] {
  return [
    authors({ organisation: false }),
    dateGroup(year()),
    group('title', 'Thesis', [
      title(),
      select('genre', 'genre', 'Kind of thesis', [
        'PhD dissertation',
        'master’s thesis',
        'honours thesis',
        'doctoral thesis',
      ]),
      text('publisher', 'publisher', 'University', { required: true }),
    ]),
  ]
}

export const theses: readonly FormatDefinition[] = [
  defineFormat({
    id: 37,
    code: 'thesis-database',
    name: 'Thesis from a Library database',
    menuGroup: 'theses',
    cslType: 'thesis',
    caption: 'A thesis or dissertation from a library database (ProQuest).',
    pattern:
      'Author (Year) *Title* [PhD dissertation], University, accessed D Month YYYY, Database database.',
    groups: [...thesisGroups(), group('database', 'Library database', [database(), accessed()])],
  }),
  defineFormat({
    id: 41,
    code: 'thesis-repository',
    name: 'Thesis from a repository or website',
    menuGroup: 'theses',
    cslType: 'thesis',
    caption:
      'A thesis from an institutional repository or other website. No website name follows the university.',
    pattern: 'Author (Year) *Title* [master’s thesis], University, accessed D Month YYYY. URL',
    groups: [...thesisGroups(), group('online', 'Online', [url(), accessed()])],
  }),
  defineFormat({
    id: 42,
    code: 'thesis-print',
    name: 'Print thesis',
    menuGroup: 'theses',
    cslType: 'thesis',
    caption: 'A print thesis. Add the city if the university name does not imply it.',
    pattern: 'Author (Year) *Title* [PhD dissertation], University, City.',
    groups: [...thesisGroups(), group('publication', 'Place', [place('City')])],
  }),
]
