import type { ReferenceLayout } from './ReferenceLayout.ts'

const authors = [{ variable: 'author' }] as const

function layout(overrides: Partial<ReferenceLayout>): ReferenceLayout {
  return {
    creators: authors,
    creatorsMode: 'first',
    noAuthor: 'title',
    date: 'year',
    title: 'italic',
    body: [],
    endings: [],
    inText: 'creators',
    ...overrides,
  }
}

const book = layout({ body: ['translator', 'edition', 'publisher'], endings: ['doi', 'place'] })
const chapter = layout({
  title: 'quoted',
  body: ['in-book', 'translator', 'edition', 'publisher'],
  endings: ['doi', 'place'],
})
const journal = layout({ noAuthor: 'container', title: 'quoted', body: ['container', 'journal'] })
const screen = [
  { variable: 'director', role: 'director' },
  { variable: 'producer', role: 'producer' },
] as const
const film = layout({
  creators: screen,
  descriptor: { fixed: 'motion picture' },
  body: ['film-series', 'publisher'],
  endings: ['place'],
  inText: 'title',
})
const conference = (descriptor: string, endings: ReferenceLayout['endings']) =>
  layout({ date: 'full', title: 'quoted', descriptor: { fixed: descriptor }, body: ['event'], endings })
const thesis = (endings: ReferenceLayout['endings']) =>
  layout({ descriptor: { parts: ['genre'] }, body: ['publisher'], endings })
const webReport = (number: 'report-number' | 'catalogue-number') =>
  layout({ body: [number], endings: ['website'] })
const image = (descriptor: 'genre' | 'medium', endings: ReferenceLayout['endings']) =>
  layout({ descriptor: { parts: [descriptor] }, endings, databaseUrl: true })

/** How each format is written, keyed by format id. Presentation only; the fields are in the catalogue. */
export const layouts: Readonly<Record<number, ReferenceLayout>> = {
  1: book,
  2: book,
  3: chapter,
  43: chapter,
  40: chapter,
  39: layout({ ...book, creators: [{ variable: 'editor', role: 'editor' }] }),
  4: layout({
    title: 'quoted',
    noAuthor: 'container-italic',
    body: ['in-work', 'edition', 'publisher'],
    endings: ['doi', 'place'],
    inTextOnlyWithoutAuthor: true,
  }),
  5: layout({ descriptor: { parts: ['genre'] }, body: ['publisher'], endings: ['place'] }),
  6: layout({
    descriptor: { parts: ['medium'], suffix: ' exhibition guide', fallback: 'exhibition guide' },
    body: ['exhibition-dates'],
    endings: ['website', 'publisher-place'],
  }),
  7: layout({ ...journal, endings: ['doi'] }),
  8: layout({ ...journal, endings: ['doi', 'database', 'website'] }),
  9: layout({ ...journal, date: 'full', body: ['container'], fullDateInTextWithoutAuthor: true }),
  10: layout({
    ...journal,
    date: 'full',
    body: ['container'],
    endings: ['database', 'url'],
    fullDateInTextWithoutAuthor: true,
  }),
  11: layout({
    ...journal,
    date: 'full',
    body: ['container'],
    endings: ['url'],
    fullDateInTextWithoutAuthor: true,
  }),
  12: layout({
    date: 'full',
    title: 'quoted',
    descriptor: { parts: ['genre'] },
    body: ['container-plain'],
    endings: ['url'],
  }),
  13: layout({ homepage: true, endings: ['website'] }),
  14: layout({ homepage: true, endings: ['website'] }),
  15: layout({ body: ['report-number', 'publisher', 'authority'], endings: ['url'] }),
  16: webReport('catalogue-number'),
  17: webReport('report-number'),
  18: layout({ descriptor: { fixed: 'data set' }, endings: ['website'] }),
  19: layout({ body: ['number'], endings: ['database', 'url'] }),
  20: webReport('report-number'),
  21: layout({ body: ['report-number'], endings: ['database'] }),
  22: layout({
    creators: screen,
    title: 'quoted',
    descriptor: { fixed: 'television program' },
    body: ['series-episode', 'publisher'],
    endings: ['place'],
    inText: 'title',
  }),
  23: film,
  65: film,
  24: layout({
    noAuthor: 'title-italic',
    date: 'full',
    title: 'quoted',
    descriptor: { fixed: 'video' },
    body: ['container'],
    endings: ['website'],
  }),
  25: layout({
    creators: [
      { variable: 'host', role: 'host' },
      { variable: 'producer', role: 'producer' },
    ],
    creatorsMode: 'all',
    date: 'full',
    title: 'quoted',
    descriptor: { fixed: 'podcast' },
    body: ['container', 'publisher'],
    endings: ['url'],
  }),
  26: layout({
    creators: [{ variable: 'host', role: 'presenter' }],
    date: 'full',
    title: 'quoted',
    descriptor: { fixed: 'radio program' },
    body: ['container', 'publisher'],
    endings: ['place'],
  }),
  27: layout({
    title: 'song',
    descriptor: { parts: ['genre'] },
    body: ['container'],
    endings: ['website', 'publisher-place'],
    inText: 'song',
  }),
  28: image('medium', ['database', 'website', 'archive']),
  29: image('genre', ['database', 'website', 'publisher-place']),
  38: image('genre', ['database', 'website', 'publisher-place']),
  30: conference('conference presentation', ['database']),
  31: conference('conference presentation', ['url']),
  32: conference('unpublished conference presentation', []),
  33: layout({
    title: 'quoted',
    descriptor: { parts: ['genre', 'number'] },
    body: ['publisher'],
    endings: ['place'],
  }),
  34: layout({ creators: [], body: ['law-report'], inText: 'legal-case' }),
  35: layout({ date: 'full', descriptor: { fixed: 'media release' }, endings: ['website'] }),
  36: layout({
    descriptor: { parts: ['number'], prefix: 'unpublished paper for ', fallback: 'unpublished paper' },
    body: ['publisher'],
    endings: ['place'],
  }),
  37: thesis(['database']),
  41: thesis(['url']),
  42: thesis(['place']),
}
