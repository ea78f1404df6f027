import { type Static, Type } from 'typebox'
import { CiteSuggestion } from './CiteSuggestion.ts'

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()])

/** One source found by a DOI, a title search or a crawled page, as the results list shows it. */
export const LookupResult = Type.Object({
  id: Type.String({ description: 'Unique within one answer: the DOI, else the URL' }),
  title: Type.String(),
  authors: Type.Array(Type.String(), { description: 'Display names, e.g. "Nguyễn TM"' }),
  year: Nullable(Type.Integer()),
  source: Nullable(Type.String({ description: 'Journal, site or publisher name' })),
  kind: Type.String({ description: 'The CSL type, e.g. article-journal, webpage, book' }),
  doi: Nullable(Type.String()),
  url: Nullable(Type.String()),
  suggestion: CiteSuggestion,
})
export type LookupResult = Static<typeof LookupResult>

export const LookupResultBody = Type.Object({ data: LookupResult })
export type LookupResultBody = Static<typeof LookupResultBody>

export const LookupResultsBody = Type.Object({ data: Type.Array(LookupResult, { maxItems: 10 }) })
export type LookupResultsBody = Static<typeof LookupResultsBody>
