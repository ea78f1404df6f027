/** The parts of a Crossref REST API `works` message this package reads. */
export interface CrossrefDate {
  'date-parts'?: (number | string | null)[][]
}

export interface CrossrefContributor {
  given?: string
  family?: string
  /** An organisation or a name Crossref could not split. */
  name?: string
  sequence?: 'first' | 'additional'
  affiliation?: unknown[]
}

export interface CrossrefWork {
  DOI?: string
  URL?: string
  type?: string
  title?: string[]
  subtitle?: string[]
  'container-title'?: string[]
  author?: CrossrefContributor[]
  editor?: CrossrefContributor[]
  'published-print'?: CrossrefDate
  'published-online'?: CrossrefDate
  issued?: CrossrefDate
  volume?: string
  issue?: string
  page?: string
  'article-number'?: string
  publisher?: string
  'publisher-location'?: string
  'edition-number'?: string
  institution?: { name?: string }[]
  event?: { name?: string; location?: string }
}
