import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  dateGroup,
  fullDate,
  group,
  number,
  place,
  text,
  title,
  url,
  website,
  year,
} from '../fields.ts'
import type { FormatDefinition } from '../types.ts'

const university = () =>
  text('publisher', 'publisher', 'University', { required: true, placeholder: 'RMIT University' })

export const otherSources: readonly FormatDefinition[] = [
  defineFormat({
    id: 33,
    code: 'lecture-material',
    name: 'Lecture Notes or Course Material',
    menuGroup: 'other',
    cslType: 'speech',
    caption: 'Lecture slides, notes, recordings or a micro-credential. The title is in quotes, not italics.',
    pattern: "Lecturer (Year) 'Title' [PowerPoint slides, COURSE1234], University, City.",
    groups: [
      authors({ help: 'The lecturer, or the body that issued the material (RMIT Creds).' }),
      dateGroup(year()),
      group('title', 'Material', [
        title(),
        text('genre', 'genre', 'Kind of material', {
          required: true,
          suggestions: [
            'PowerPoint slides',
            'lecture notes',
            'lecture recording',
            'micro-credential',
            'course reader',
          ],
        }),
        number('Course code', false, { placeholder: 'MANG4321' }),
      ]),
      group('publication', 'University', [university(), place('City')]),
    ],
  }),
  defineFormat({
    id: 34,
    code: 'legal-case',
    name: 'Legal Case',
    menuGroup: 'other',
    cslType: 'legal_case',
    caption:
      'A reported case. In text, add the pinpoint with "at": (*Beasley v Francis* (2008) 237 CLR 1 at 72).',
    pattern: '*Case name* (Year) Volume Report series Starting page.',
    groups: [
      group('title', 'Case', [title('Case name', { placeholder: 'Beasley v Francis' })]),
      dateGroup(year({ noDate: false })),
      group('report', 'Law report', [
        { ...text('volume', 'volume', 'Volume'), type: 'volume', required: true },
        text('series', 'container-title', 'Law report series', { required: true, placeholder: 'CLR' }),
        { ...text('page', 'page', 'Starting page'), type: 'page', required: true },
      ]),
    ],
  }),
  defineFormat({
    id: 35,
    code: 'media-release',
    name: 'Media Release',
    menuGroup: 'other',
    cslType: 'article',
    caption: 'A media release by a person or organisation.',
    pattern:
      'Author (D Month YYYY) *Title* [media release], Name of Website website, accessed D Month YYYY. URL',
    groups: [
      authors(),
      dateGroup(fullDate('Date released')),
      group('title', 'Title', [title()]),
      group('online', 'Website', [website(), url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 36,
    code: 'student-work',
    name: "Student's own work",
    menuGroup: 'other',
    cslType: 'manuscript',
    caption: 'Your own work submitted for an earlier assessment.',
    pattern: 'Student (Year) *Title* [unpublished paper for COURSE1234], University, City.',
    groups: [
      authors({ organisation: false, notApplicable: false, required: true }),
      dateGroup(year({ label: 'Year submitted', noDate: false })),
      group('title', 'Work', [title(), number('Course code', true, { placeholder: 'HRHR1001' })]),
      group('publication', 'University', [university(), place('City')]),
    ],
  }),
]
