import type { LookupResult } from '@unikit/contracts/cite'
import { Button } from '@unikit/design-system'
import { type Ref, useId } from 'react'
import styles from './AutoCite.module.css'

export const RESULTS_HEADING = 'Select the search result that best matches your source'
/** Nothing matched (the old "No search found. Search again, or add your format manually below."). */
export const NO_RESULTS = 'Nothing matched that. Search again with other words, or fill it in yourself.'

export type ResultListProps = {
  results: LookupResult[]
  headingRef: Ref<HTMLHeadingElement>
  onChoose: (result: LookupResult) => void
}

/** One line about a work: its authors, year and where it appeared. */
export function resultByline(result: LookupResult): string {
  const authors =
    result.authors.length > 3 ? `${result.authors.slice(0, 3).join(', ')} et al.` : result.authors.join(', ')
  return [authors, result.year ?? undefined, result.source ?? undefined].filter(Boolean).join(' · ')
}

/** The works a title search found, each with its "Cite" button (an empty list is `FillYourself`'s). */
export function ResultList({ results, headingRef, onChoose }: ResultListProps) {
  const id = useId()
  return (
    <div className={styles.results}>
      <h3 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {RESULTS_HEADING}
      </h3>
      <ol className={styles.resultList}>
        {results.map((result, index) => (
          <li key={result.id} className={styles.result}>
            <div className={styles.resultText}>
              <p id={`${id}-title-${index}`} className={styles.resultTitle}>
                {result.title}
              </p>
              <p className={styles.byline}>{resultByline(result)}</p>
            </div>
            <Button
              id={`${id}-cite-${index}`}
              size="sm"
              aria-labelledby={`${id}-cite-${index} ${id}-title-${index}`}
              onClick={() => onChoose(result)}
            >
              Cite
            </Button>
          </li>
        ))}
      </ol>
    </div>
  )
}
