import { defineFormat } from '../defineFormat.ts'
import { authors, containerTitle, dateGroup, fullDate, group, inDatabase, onWeb, title } from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

const noAuthorHelp = 'With no author, tick N/A: the newspaper name takes the author position.'

function articleGroups(): FieldGroup[] {
  return [
    authors({ help: noAuthorHelp }),
    dateGroup(fullDate('Date published')),
    group('title', 'Article', [title('Article title')]),
    group('newspaper', 'Newspaper or magazine', [containerTitle('Newspaper or magazine name')]),
  ]
}

export const newspapers: readonly FormatDefinition[] = [
  defineFormat({
    id: 9,
    code: 'newspaper-print',
    name: 'Printed newspaper article',
    menuGroup: 'newspapers',
    cslType: 'article-newspaper',
    caption: 'A print newspaper or magazine article. The page number goes in the in-text citation only.',
    pattern: "Author (D Month YYYY) 'Article title', *Newspaper*.",
    groups: articleGroups(),
  }),
  defineFormat({
    id: 10,
    code: 'newspaper-web',
    name: 'Newspaper article from a webpage',
    menuGroup: 'newspapers',
    cslType: 'article-newspaper',
    caption:
      'A newspaper or magazine article read online, on its website or in a library database (Factiva, Newsstream).',
    pattern: "Author (D Month YYYY) 'Article title', *Newspaper*, accessed D Month YYYY. URL",
    groups: [...articleGroups(), onWeb(), inDatabase()],
  }),
]
