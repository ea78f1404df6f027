import { defineFormat } from '../defineFormat.ts'
import {
  authors,
  byDoi,
  containerTitle,
  dateGroup,
  doi,
  group,
  inDatabase,
  number,
  onWebsite,
  text,
  title,
  year,
} from '../fields.ts'
import type { Field, FieldGroup, FormatDefinition } from '../types.ts'

const noAuthorHelp = 'With no author, tick N/A: the journal name takes the author position.'

function articleGroups(): FieldGroup[] {
  const volume: Field = { ...text('volume', 'volume', 'Volume'), type: 'volume' }
  const issue: Field = { ...text('issue', 'issue', 'Issue'), type: 'issue' }
  const pages: Field = { ...text('pages', 'page', 'Pages', { placeholder: '590-620' }), type: 'page' }
  return [
    authors({ required: true, help: noAuthorHelp }),
    dateGroup(year()),
    group('title', 'Article', [title('Article title')]),
    group('journal', 'Journal', [
      containerTitle('Journal name', true, { help: 'Journal names keep their own capitalisation.' }),
      volume,
      issue,
      pages,
      number('Article number', false, { help: 'For online articles without page numbers (e0266123).' }),
    ]),
  ]
}

export const journals: readonly FormatDefinition[] = [
  defineFormat({
    id: 7,
    code: 'journal-article',
    name: 'Journal article',
    menuGroup: 'journals',
    cslType: 'article-journal',
    caption: 'A journal article. List every author; in text, three or more authors become "et al.".',
    pattern: "Author (Year) 'Article title', *Journal*, Volume(Issue):Pages, doi:DOI.",
    groups: [...articleGroups(), group('doi', 'DOI', [doi()])],
  }),
  defineFormat({
    id: 8,
    code: 'e-journal-article',
    name: 'E-Journal article',
    menuGroup: 'journals',
    cslType: 'article-journal',
    caption:
      'An article read online. Give the DOI if it has one; otherwise the website and URL, or the library database.',
    pattern: "Author (Year) 'Article title', *Journal*, Volume(Issue):Pages, doi:DOI.",
    groups: [...articleGroups(), byDoi(), onWebsite(), inDatabase()],
  }),
]
