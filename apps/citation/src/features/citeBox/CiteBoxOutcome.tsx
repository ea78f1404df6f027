import type { LookupResult } from '@unikit/contracts/cite'
import type { Ref } from 'react'
import type { SearchedQuery } from '../form/autoCite/autoCiteQuery.ts'
import { FillYourself } from '../form/autoCite/FillYourself.tsx'
import { manualSuggestion } from '../form/autoCite/manualSuggestion.ts'
import { NO_RESULTS, ResultList } from '../form/autoCite/ResultList.tsx'
import { type FormStart, MANUAL_START } from '../form/model/FormStart.ts'
import { startFrom } from './citeBoxLookup.ts'

/** The formats "Fill it in yourself" starts for what was typed: a journal article, a web page, a book. */
const manualFormat = { doi: 7, url: 13, isbn: 1 } as const

export type CiteBoxOutcomeProps = {
  /** What the box shows under it: a title search's results, or why nothing was found. */
  outcome: { kind: 'results'; results: LookupResult[] } | { kind: 'failed'; reason: string }
  query: SearchedQuery
  resultsHeading: Ref<HTMLHeadingElement>
  onStart: (start: FormStart) => void
  /** A title with nothing to go on: the student chooses the kind of source, the title carried. */
  onStartWithTitle: (title: string) => void
}

/**
 * Under the box (docs/product/citations.md#one-box): the works a title search found, each with "Cite", or what
 * went wrong with "Fill it in yourself", which starts the citation from what was typed
 * (docs/decisions/0621-auto-cite-never-ends-at-a-toast.md). Loaded with the first lookup.
 */
export function CiteBoxOutcome({
  outcome,
  query,
  resultsHeading,
  onStart,
  onStartWithTitle,
}: CiteBoxOutcomeProps) {
  const fillYourself = () => {
    if (query.kind === 'search') onStartWithTitle(query.q)
    else onStart({ suggestion: manualSuggestion(query, manualFormat[query.kind]), notice: MANUAL_START })
  }
  if (outcome.kind === 'failed') return <FillYourself reason={outcome.reason} onStart={fillYourself} />
  if (outcome.results.length === 0) return <FillYourself reason={NO_RESULTS} onStart={fillYourself} />
  return (
    <ResultList
      results={outcome.results}
      headingRef={resultsHeading}
      onChoose={(result) => onStart(startFrom(result))}
    />
  )
}
