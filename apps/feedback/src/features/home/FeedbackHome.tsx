import { useIsStaff } from '@unikit/auth'
import { EmptyState, ErrorPanel, Link, PageHeading, Spinner } from '@unikit/design-system'
import type { ReactNode } from 'react'
import { feedbackApi } from '../../api/feedbackApi.ts'
import { LecturerList } from '../shared/LecturerList.tsx'
import { LecturerSearchForm } from '../shared/LecturerSearchForm.tsx'
import { usePagedLecturers } from '../shared/usePagedLecturers.ts'

/**
 * `/feedback`: search, then the lecturers with the most recent insights, the first three highlighted
 * (docs/product/feedback.md#home).
 */
export function FeedbackHome() {
  const list = usePagedLecturers((page) => feedbackApi.recent(page), 'recent')
  const staff = useIsStaff()
  return (
    <div className="uk-page">
      <PageHeading
        title="Lecturer feedback"
        subtitle="Every insight comes from a verified RMIT account, is tied to a course and semester, and is shown anonymously."
        actions={!staff && <Link href="/feedback/mine">My insights</Link>}
      />
      <LecturerSearchForm />
      <section className="uk-stack" aria-labelledby="recently-rated">
        <h2 id="recently-rated">Recently rated</h2>
        <Results
          list={list}
          empty={<EmptyState title="No lecturers yet" headingLevel={3} />}
          label="Recently rated lecturers"
          highlightFirst={3}
        />
      </section>
    </div>
  )
}

/** A lecturer list's loading, error, empty and loaded states. */
export function Results({
  list,
  empty,
  label,
  highlightFirst = 0,
}: {
  list: ReturnType<typeof usePagedLecturers>
  empty: ReactNode
  label: string
  highlightFirst?: number
}) {
  if (list.pages.length === 0 && list.busy) return <Spinner label="Loading lecturers" />
  if (list.pages.length === 0 && list.error)
    return (
      <ErrorPanel
        title="The lecturers could not be loaded"
        message={list.error.message}
        onRetry={list.retry}
      />
    )
  if (list.pages[0]?.total === 0) return empty
  return (
    <>
      <LecturerList
        pages={list.pages}
        label={label}
        highlightFirst={highlightFirst}
        loadingMore={list.busy}
        onLoadMore={list.loadMore}
      />
      {list.error && (
        <ErrorPanel
          title="More lecturers could not be loaded"
          message={list.error.message}
          onRetry={list.retry}
        />
      )}
    </>
  )
}
