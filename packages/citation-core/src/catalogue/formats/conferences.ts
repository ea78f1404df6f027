import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  containerTitle,
  database,
  doi,
  edition,
  editors,
  group,
  option,
  place,
  publisher,
  text,
  title,
  translators,
  url,
  year,
} from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

function conferenceGroups(): FieldGroup[] {
  return [
    authors(),
    group('date', 'Conference dates', [
      { key: 'date', label: 'First day', variable: 'issued', range: 'start', type: 'date', required: true },
      { key: 'dateEnd', label: 'Last day', variable: 'issued', range: 'end', type: 'day_month' },
    ]),
    group('title', 'Paper', [title('Paper title')]),
    group('conference', 'Conference', [
      text('conference', 'event-title', 'Conference name', { required: true }),
      text('conferencePlace', 'event-place', 'City', { required: true }),
    ]),
  ]
}

export const conferences: readonly FormatDefinition[] = [
  defineFormat({
    id: 30,
    code: 'conference-paper-database',
    name: 'Published conference paper from a Library database',
    menuGroup: 'conference-papers',
    cslType: 'paper-conference',
    caption: 'A conference paper from a library database (IEEE Xplore), dated by the conference.',
    pattern:
      "Author (D-D Month YYYY) 'Paper' [conference presentation], *Conference*, City, accessed D Month YYYY, Database database.",
    groups: [...conferenceGroups(), group('database', 'Library database', [database(), accessed()])],
  }),
  defineFormat({
    id: 31,
    code: 'conference-paper-web',
    name: 'Published conference paper from a webpage',
    menuGroup: 'conference-papers',
    cslType: 'paper-conference',
    caption: 'A conference paper published on a webpage, dated by the conference.',
    pattern:
      "Author (D-D Month YYYY) 'Paper' [conference presentation], *Conference*, City, accessed D Month YYYY. URL",
    groups: [...conferenceGroups(), group('online', 'Online', [url(), accessed()])],
  }),
  defineFormat({
    id: 32,
    code: 'conference-paper-unpublished',
    name: 'Unpublished Conference Paper',
    menuGroup: 'conference-papers',
    cslType: 'speech',
    caption: 'A paper presented at a conference but not published.',
    pattern: "Author (D-D Month YYYY) 'Paper' [unpublished conference presentation], *Conference*, City.",
    groups: conferenceGroups(),
  }),
  defineFormat({
    id: 40,
    code: 'conference-paper-print',
    name: 'Print conference paper',
    menuGroup: 'conference-papers',
    cslType: 'paper-conference',
    caption: 'A paper in printed proceedings, referenced as a chapter in an edited book.',
    pattern: "Author (Year) 'Paper title', in Editor (eds) *Proceedings title*, Publisher, Place.",
    groups: [
      authors(),
      group('date', 'Year', [year()]),
      group('title', 'Paper', [title('Paper title')]),
      editors(),
      group('container', 'Proceedings', [containerTitle('Proceedings title')]),
      translators(),
      group('publication', 'Publication', [edition(), publisher()]),
      option('location', 'place', 'Place', [place()]),
      option('location', 'doi', 'DOI', [doi(true)]),
    ],
  }),
]
