import { readApiError } from '@unikit/auth'
import { RATING_PAGE_SIZE, type Rating, type RatingSort, ratingSorts } from '@unikit/contracts/teachers'
import { Button, EmptyState, ErrorPanel, formatCount, Select, Spinner } from '@unikit/design-system'
import { useEffect, useRef, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { InsightItem } from './InsightItem.tsx'
import styles from './InsightList.module.css'
import {
  canCollapse,
  canSeeMore,
  collapsed,
  type InsightPages,
  shownInsights,
  withPage,
} from './insightPages.ts'
import { ReportInsightDialog } from './ReportInsightDialog.tsx'

/**
 * A lecturer's public insights, five at a time with SEE MORE and Collapse, newest first or in the order chosen,
 * aged ones last and folded; each says only "RMIT student" about who wrote it, with Helpful and Report
 * (docs/product/feedback.md#reading-insights).
 */
export function InsightList({
  teacherId,
  courseId,
  version,
  staff,
}: {
  teacherId: number
  courseId: number | undefined
  /** Changes after a save, to load the list afresh. */
  version: number
  staff: boolean
}) {
  const [sort, setSort] = useState<RatingSort>('newest')
  const [state, setState] = useState<InsightPages>({ pages: [], total: 0 })
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [reporting, setReporting] = useState<Rating>()

  const [loaded, setLoaded] = useState(false)
  // What a failed call started from, so Retry asks for the same page again.
  const [failedFrom, setFailedFrom] = useState<InsightPages>({ pages: [], total: 0 })
  // Only the newest call may answer: a course chosen while a page loads must not get the old course's page.
  const latest = useRef(0)

  const load = (from: InsightPages) => {
    const call = ++latest.current
    setStatus('loading')
    feedbackApi
      .insights({ teacherId, courseId, sort, page: from.pages.length + 1, pageSize: RATING_PAGE_SIZE })
      .then(
        (list) => {
          if (call !== latest.current) return
          setState(withPage(from, list.data, list.total))
          setLoaded(true)
          setStatus('ready')
        },
        (failure: unknown) => {
          if (call !== latest.current) return
          setError(readApiError(failure).message)
          setFailedFrom(from)
          setStatus('error')
        },
      )
  }
  const seeMore = useRef<HTMLButtonElement>(null)
  const collapse = () => {
    // A page still on its way would land on the pages that are left: it is dropped.
    latest.current++
    setStatus('ready')
    setState(collapsed(state))
    // Collapse goes away with the second page; the focus goes to See more rather than the page's top.
    if (state.pages.length === 2) requestAnimationFrame(() => seeMore.current?.focus())
  }

  // A new lecturer, course, order or save starts from the first page.
  useEffect(() => load({ pages: [], total: 0 }), [teacherId, courseId, sort, version])

  const shown = shownInsights(state)
  return (
    <section className={styles.section} aria-labelledby="insights-heading">
      <div className={`uk-toolbar ${styles.head}`}>
        <h2 id="insights-heading">{loaded ? `Insights (${formatCount(state.total)})` : 'Insights'}</h2>
        <Select
          label="Sort insights"
          options={ratingSorts.map((option) => ({ value: option.value, label: option.label }))}
          value={sort}
          onChange={(event) => setSort(event.target.value as RatingSort)}
          fieldClassName={styles.sort}
        />
      </div>
      {status === 'error' && failedFrom.pages.length === 0 && (
        <ErrorPanel
          title="The insights could not be loaded"
          message={error}
          onRetry={() => load(failedFrom)}
        />
      )}
      {status === 'ready' && state.total === 0 && (
        <EmptyState
          title="No insights yet"
          message="Be the first to share how this lecturer teaches."
          headingLevel={3}
        />
      )}
      <ol className="uk-stack uk-bare-list">
        {shown.map((rating) => (
          <InsightItem key={rating.id} rating={rating} staff={staff} onReport={setReporting} />
        ))}
      </ol>
      {status === 'loading' && <Spinner label="Loading insights" />}
      {status === 'error' && failedFrom.pages.length > 0 && (
        <ErrorPanel
          title="More insights could not be loaded"
          message={error}
          onRetry={() => load(failedFrom)}
        />
      )}
      <div className={styles.paging}>
        {canSeeMore(state) && status !== 'error' && (
          // Not disabled while it loads, so the focus stays on it; a second press waits for the first.
          <Button
            ref={seeMore}
            variant="secondary"
            aria-busy={status === 'loading' || undefined}
            onClick={() => status !== 'loading' && load(state)}
          >
            See more
          </Button>
        )}
        {canCollapse(state) && (
          <Button variant="ghost" onClick={collapse}>
            Collapse
          </Button>
        )}
      </div>
      <ReportInsightDialog rating={reporting} onClose={() => setReporting(undefined)} />
    </section>
  )
}
