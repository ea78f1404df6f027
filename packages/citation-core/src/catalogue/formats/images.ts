import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  database,
  dateGroup,
  group,
  inPrint,
  onWebsite,
  option,
  select,
  text,
  title,
  year,
} from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

/** The WGSN database is the guide's one exception that gives a URL after the database name. */
function inImageDatabase(): FieldGroup {
  return option('source', 'database', 'Library database', [
    database(),
    accessed(),
    text('url', 'URL', 'URL', { help: 'Only for WGSN images, which the guide cites with their URL.' }),
  ])
}

const captionHelp =
  'Images, tables and graphs also need a caption: Figure N: Description. Source: Creator Year (or "adapted from").'

export const images: readonly FormatDefinition[] = [
  defineFormat({
    id: 28,
    code: 'artwork',
    name: 'Artwork',
    menuGroup: 'images',
    cslType: 'graphic',
    caption: `An artwork or image seen online, in a database or in person. With no known creator, the title comes first (never "Unknown artist"). ${captionHelp}`,
    pattern: '*Title* or Creator (Year) *Title* [medium], Gallery, Location.',
    groups: [
      authors({ help: 'The artist or creator.' }),
      dateGroup(year({ circa: true, period: true })),
      group('title', 'Title', [
        title('Title of work', { help: 'As the artist styled it.' }),
        text('medium', 'medium', 'Medium or format', {
          required: true,
          suggestions: [
            'photograph',
            'oil on canvas',
            'synthetic polymer paint on canvas',
            'sculpture',
            'drawing',
          ],
        }),
      ]),
      onWebsite(),
      inImageDatabase(),
      option('source', 'gallery', 'Seen in person', [
        text('gallery', 'archive', 'Gallery or place', { required: true }),
        text('location', 'archive-place', 'Location', { placeholder: 'Canberra' }),
      ]),
    ],
  }),
  defineFormat({
    id: 29,
    code: 'map',
    name: 'Maps',
    menuGroup: 'images',
    cslType: 'map',
    caption: `A map: digital (online), digitised (a scanned print map) or print. ${captionHelp}`,
    pattern: 'Creator (Year) *Title* [digital map], Name of Website website, accessed D Month YYYY. URL',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [
        title('Title of map'),
        select('genre', 'genre', 'Kind of map', ['digital map', 'digitised map', 'print map']),
      ]),
      onWebsite(),
      inImageDatabase(),
      inPrint(),
    ],
  }),
  defineFormat({
    id: 38,
    code: 'table-diagram',
    name: 'Tables and diagrams',
    menuGroup: 'images',
    cslType: 'figure',
    caption:
      "A table, graph or diagram you reproduce is referenced as the source it appears in (book, journal, report...); prefer that source's format. Add a caption: Table N: Description. Source: adapted from Author Year. Your own data needs no reference.",
    pattern: 'Creator (Year) *Title* [table], Name of Website website, accessed D Month YYYY. URL',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [
        title(),
        select('genre', 'genre', 'Kind', ['table', 'graph', 'diagram', 'chart', 'infographic']),
      ]),
      onWebsite(),
      inImageDatabase(),
      inPrint(),
    ],
  }),
]
