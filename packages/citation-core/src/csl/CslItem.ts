/**
 * CSL-JSON, the interchange format of Zotero, citeproc, pandoc and Crossref, as this package reads and writes it.
 * Two documented extensions: `abbreviation` on an organisation name and `website` on an item (DATA.md).
 */

export const cslTypes = [
  'article',
  'article-journal',
  'article-magazine',
  'article-newspaper',
  'bill',
  'book',
  'broadcast',
  'chapter',
  'classic',
  'collection',
  'dataset',
  'document',
  'entry',
  'entry-dictionary',
  'entry-encyclopedia',
  'event',
  'figure',
  'graphic',
  'hearing',
  'interview',
  'legal_case',
  'legislation',
  'manuscript',
  'map',
  'motion_picture',
  'musical_score',
  'pamphlet',
  'paper-conference',
  'patent',
  'performance',
  'periodical',
  'personal_communication',
  'post',
  'post-weblog',
  'regulation',
  'report',
  'review',
  'review-book',
  'software',
  'song',
  'speech',
  'standard',
  'thesis',
  'treaty',
  'webpage',
] as const

export type CslType = (typeof cslTypes)[number]

/** A person (`family` + `given`) or an organisation (`literal`, with the `abbreviation` extension). */
export interface CslName {
  family?: string
  given?: string
  'non-dropping-particle'?: string
  'dropping-particle'?: string
  suffix?: string
  literal?: string
  /** Extension: the short form of an organisation, shown as `Abbrev (Full name)` and alone in text. */
  abbreviation?: string
}

export type CslDatePart = number | string

/**
 * A date. `date-parts` holds one `[year, month?, day?]` or two of them for a range.
 * `circa` renders `c. 2019`; `literal` is shown as typed (`11th-12th century`, or `n.d.` for an explicit "No date").
 */
export interface CslDate {
  'date-parts'?: CslDatePart[][]
  circa?: boolean | number | string
  literal?: string
  raw?: string
  season?: number | string
}

export const nameVariables = [
  'author',
  'editor',
  'director',
  'producer',
  'host',
  'container-author',
  'translator',
  'composer',
  'performer',
  'interviewer',
] as const
export type NameVariable = (typeof nameVariables)[number]

export const dateVariables = ['issued', 'accessed', 'event-date', 'original-date', 'submitted'] as const
export type DateVariable = (typeof dateVariables)[number]

export const textVariables = [
  'title',
  'title-short',
  'translated-title',
  'container-title',
  'collection-title',
  'website',
  'source',
  'publisher',
  'publisher-place',
  'archive',
  'archive-place',
  'authority',
  'genre',
  'medium',
  'event-title',
  'event-place',
  'DOI',
  'URL',
  'ISBN',
  'ISSN',
  'language',
  'note',
  'abstract',
  'year-suffix',
] as const
export type TextVariable = (typeof textVariables)[number]

export const numberVariables = [
  'edition',
  'volume',
  'issue',
  'page',
  'number',
  'collection-number',
  'number-of-pages',
] as const
export type NumberVariable = (typeof numberVariables)[number]

export type CslVariable = NameVariable | DateVariable | TextVariable | NumberVariable

/** One reference's data. Unknown keys are dropped on import; `custom` keeps extra key-value pairs. */
export type CslItem = {
  id?: string | number
  type: CslType
  custom?: Record<string, unknown>
} & { [K in NameVariable]?: CslName[] } & { [K in DateVariable]?: CslDate } & {
  [K in TextVariable]?: string
} & { [K in NumberVariable]?: string | number }

/** A saved citation's data (DATA.md): the product's format id plus the CSL item. */
export interface CitationEntry {
  formatId: number
  item: CslItem
}
