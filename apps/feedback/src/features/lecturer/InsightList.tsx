import { readApiError } from '@unikit/auth'
import { RATING_PAGE_SIZE, type Rating, ratingDimensions, reportReasons } from '@unikit/contracts/teachers'
import { Badge, Button, EmptyState, ErrorPanel, formatCount, Spinner } from '@unikit/design-system'
import { ReportDialog } from '@unikit/staff-desk'
import { useEffect, useRef, useState } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import styles from './InsightList.module.css'
import {
  canCollapse,
  canSeeMore,
  collapsed,
  type InsightPages,
  shownInsights,
  withPage,
} from './insightPages.ts'

/** A second report by the same student is refused with a code: it says so in the student's words. */
function reportError(failure: unknown): string {
  const read = readApiError(failure)
  return read.code === 'ALREADY_REPORTED' ? 'You have already reported this insight.' : read.message
}

/**
 * A lecturer's public insights, newest first, five at a time with SEE MORE and Collapse; each says only "RMIT
 * student" about who wrote it, and has a Report button (docs/product/feedback.md#moderation).
 */
export function InsightList({
  teacherId,
  courseId,
  version,
}: {
  teacherId: number
  courseId: number | undefined
  /** Changes after a save, to load the list afresh. */
  version: number
}) {
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
      .insights({ teacherId, courseId, page: from.pages.length + 1, pageSize: RATING_PAGE_SIZE })
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

  // A new lecturer, course or save starts from the first page.
  useEffect(() => load({ pages: [], total: 0 }), [teacherId, courseId, version])

  const shown = shownInsights(state)
  return (
    <section className={styles.section} aria-labelledby="insights-heading">
      <h2 id="insights-heading">{loaded ? `Insights (${formatCount(state.total)})` : 'Insights'}</h2>
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
      <ol className={styles.list}>
        {shown.map((rating) => (
          <li key={rating.id} className={styles.item}>
            <p className={styles.byline}>
              <strong>RMIT student</strong> · {rating.course.name} ({rating.course.code}) · Semester{' '}
              {rating.semester}, {rating.year}
              {rating.mine && <Badge tone="info">Yours</Badge>}
            </p>
            <p className={styles.note}>{rating.note}</p>
            {rating.tags.length > 0 && (
              <ul className={styles.tags} aria-label="Tags">
                {rating.tags.map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
            <p className={styles.scores}>
              {ratingDimensions
                .map((dimension) => `${dimension.label} ${rating.rating[dimension.key]}/5`)
                .join(' · ')}
            </p>
            {!rating.mine && (
              <Button
                variant="ghost"
                size="sm"
                className={styles.report}
                onClick={() => setReporting(rating)}
                aria-label={`Report the insight of ${rating.course.code}, semester ${rating.semester} ${rating.year}`}
              >
                Report
              </Button>
            )}
          </li>
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
      <ReportDialog
        open={reporting !== undefined}
        title="Report this insight"
        description="Staff read every report. Three reports take an insight off the list until they decide."
        reasons={reportReasons}
        onSend={(reason, note) => feedbackApi.report({ id: reporting?.id ?? 0, reason, note })}
        sentMessage="Thanks, we will review this insight."
        readError={reportError}
        onClose={() => setReporting(undefined)}
      />
    </section>
  )
}
