import { defineFormat } from '../defineFormat.ts'
import { accessed, authors, dateGroup, group, text, title, url, website, year } from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

function webGroups(homepage: boolean): FieldGroup[] {
  const titleField = homepage
    ? title('Title of webpage', { noValue: { label: 'No title (home page)', value: 'Homepage' } })
    : title('Title of document')
  return [
    authors({ help: 'An organisation as author: give its abbreviation if your text uses it (WHO).' }),
    dateGroup(year({ circa: true })),
    group('title', 'Title', [
      titleField,
      text('translation', 'translated-title', 'English translation of the title', {
        help: 'For a title in another language: shown in brackets after it.',
      }),
    ]),
    group('online', 'Website', [website(), url(), accessed()]),
  ]
}

export const websites: readonly FormatDefinition[] = [
  defineFormat({
    id: 13,
    code: 'webpage',
    name: 'Website/Webpage',
    menuGroup: 'websites',
    cslType: 'webpage',
    caption:
      'A webpage. With no author, the title moves to the front. A home page with no title is written as Homepage.',
    pattern: 'Author (Year) *Title*, Name of Website website, accessed D Month YYYY. URL',
    groups: webGroups(true),
  }),
  defineFormat({
    id: 14,
    code: 'webpage-document',
    name: 'Webpage Document (PDF)',
    menuGroup: 'websites',
    cslType: 'document',
    caption:
      'A PDF or other file on a website. Link to the landing page, not the file. Reports have their own formats.',
    pattern: 'Author (Year) *Title of document*, Name of Website website, accessed D Month YYYY. URL',
    groups: webGroups(false),
  }),
]
