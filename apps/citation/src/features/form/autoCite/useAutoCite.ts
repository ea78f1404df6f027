import type { LookupResult } from '@unikit/contracts/cite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { crawlUrl, lookupDoi, lookupIsbn, searchWorks } from '../../../api/lookupApi.ts'
import { autoCiteQuery, type SearchedQuery } from './autoCiteQuery.ts'
import { crossrefTypeFor } from './crossrefTypeFor.ts'
import { failureReason, lookupFailure } from './lookupErrorMessage.ts'

/**
 * The auto-cite states (docs/product/citations.md#auto-cite). A DOI, an ISBN or an address finds one work, shown at once as the detail
 * card (`single`); a title search lists up to 10 to choose from.
 */
export type AutoCiteView =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'results'; results: LookupResult[]; query?: SearchedQuery }
  /** The lookup failed: what happened, in a sentence, and the query to start the citation from by hand. */
  | { phase: 'failed'; reason: string; query: SearchedQuery }
  /** The student chose to fill it in themselves from what they typed. */
  | { phase: 'manual' }
  | { phase: 'detail'; results: LookupResult[]; chosen: LookupResult; single: boolean }
  | { phase: 'filled'; results: LookupResult[]; filledFrom: LookupResult; single: boolean }

async function run(query: SearchedQuery, formatId: number, signal: AbortSignal): Promise<LookupResult[]> {
  switch (query.kind) {
    case 'doi':
      return [await lookupDoi(query.doi, signal)]
    case 'isbn':
      return [await lookupIsbn(query.isbn, signal)]
    case 'url':
      return [await crawlUrl(query.url, signal)]
    case 'search': {
      const type = crossrefTypeFor(formatId)
      const results = await searchWorks(query.q, type, signal)
      // Crossref's type may not be what the student expects: with nothing of that type, try every type.
      return results.length === 0 && type ? searchWorks(query.q, undefined, signal) : results
    }
  }
}

/** The auto-cite search and its choices. A new search cancels the one under way. */
export function useAutoCite() {
  const [view, setView] = useState<AutoCiteView>({ phase: 'idle' })
  const [message, setMessage] = useState<string | undefined>()
  const running = useRef<AbortController | null>(null)

  const cancel = useCallback(() => {
    running.current?.abort()
    running.current = null
  }, [])
  useEffect(() => cancel, [cancel])

  const search = useCallback(
    async (input: string, formatId: number): Promise<boolean> => {
      const query = autoCiteQuery(input)
      if (query.kind === 'invalid' || query.kind === 'bad-isbn') {
        // Only the latest outcome shows: what an earlier search found or failed goes (issue 29).
        cancel()
        setView({ phase: 'idle' })
        setMessage(query.message)
        return false
      }
      cancel()
      const controller = new AbortController()
      running.current = controller
      setMessage(undefined)
      setView({ phase: 'loading' })
      try {
        const results = await run(query, formatId, controller.signal)
        if (running.current !== controller) return false
        running.current = null
        const single = query.kind !== 'search'
        setView(
          single && results[0]
            ? { phase: 'detail', results, chosen: results[0], single }
            : { phase: 'results', results, query },
        )
        return true
      } catch (error) {
        if (running.current !== controller) return false
        running.current = null
        const failure = lookupFailure(error)
        if (failure.kind === 'aborted') return false
        setView({ phase: 'failed', query, reason: failureReason(failure, query.kind) })
        return false
      }
    },
    [cancel],
  )

  const choose = (chosen: LookupResult) =>
    setView((current) =>
      current.phase === 'results'
        ? { phase: 'detail', results: current.results, chosen, single: false }
        : current,
    )

  const backToResults = () =>
    setView((current) =>
      current.phase === 'detail' ? { phase: 'results', results: current.results } : current,
    )

  /** Continue: the chosen work is used to fill the form and the choice is cleared. */
  const accept = (): LookupResult | undefined => {
    if (view.phase !== 'detail') return undefined
    setView({ phase: 'filled', results: view.results, filledFrom: view.chosen, single: view.single })
    return view.chosen
  }

  /** "Back to review": the list again, or the one work of a DOI or address. */
  const backToReview = () =>
    setView((current) => {
      if (current.phase !== 'filled') return current
      return current.single
        ? { phase: 'detail', results: current.results, chosen: current.filledFrom, single: true }
        : { phase: 'results', results: current.results }
    })

  /** "Fill it in yourself": the query the citation starts from, after a failure or an empty result list. */
  const startManually = (): SearchedQuery | undefined => {
    const query = view.phase === 'failed' || view.phase === 'results' ? view.query : undefined
    if (query) setView({ phase: 'manual' })
    return query
  }

  const clear = () => {
    cancel()
    setMessage(undefined)
    setView({ phase: 'idle' })
  }

  return {
    view,
    message,
    setMessage,
    search,
    choose,
    backToResults,
    accept,
    backToReview,
    startManually,
    clear,
  }
}
