import { readApiError, useApiResource } from '@unikit/auth'
import type { Rating } from '@unikit/contracts/teachers'
import {
  Breadcrumb,
  ConfirmDialog,
  Link,
  Loadable,
  PageHeading,
  Pagination,
  toast,
  useSubmission,
} from '@unikit/design-system'
import { useState } from 'react'
import { feedbackApi, MY_INSIGHTS_PAGE_SIZE } from '../../api/feedbackApi.ts'
import { EditInsight } from './EditInsight.tsx'
import { MyInsightItem } from './MyInsightItem.tsx'

/**
 * `/feedback/mine`: the student's own insights, newest first, each with where it stands (published, waiting for
 * review, hidden and why), and Edit and Delete within 30 days of writing it (docs/product/feedback.md#my-insights).
 */
export function MyInsightsPage() {
  const [page, setPage] = useState(1)
  const list = useApiResource(() => feedbackApi.mine(page), [page])
  const [editing, setEditing] = useState<Rating>()
  const [deleting, setDeleting] = useState<Rating>()
  const removal = useSubmission()
  const now = new Date()

  const remove = (rating: Rating) =>
    removal.run(async () => {
      try {
        await feedbackApi.remove(rating.id)
        toast('Insight deleted', { type: 'success' })
        setDeleting(undefined)
        list.reload()
      } catch (failure) {
        setDeleting(undefined)
        toast(readApiError(failure).message, { type: 'error', duration: 8000 })
      }
    })

  return (
    <div className="uk-page">
      <Breadcrumb items={[{ label: 'Lecturer feedback', href: '/feedback' }, { label: 'My insights' }]} />
      <PageHeading
        title="My insights"
        subtitle="What you wrote about your lecturers and where each stands. Others see it as by “RMIT student”."
      />
      {editing && (
        <EditInsight
          key={editing.id}
          rating={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => list.reload()}
        />
      )}
      <Loadable
        state={list}
        loading="Loading your insights"
        failure="Your insights could not be loaded"
        isEmpty={(data) => data.total === 0}
        empty={{
          title: 'You have not written an insight yet',
          message: 'Find a lecturer you studied with and share how they teach.',
          action: <Link href="/feedback">Find a lecturer</Link>,
        }}
      >
        {(data) => (
          <>
            <ol className="uk-stack uk-bare-list" aria-label="My insights">
              {data.data.map((rating) => (
                <MyInsightItem
                  key={rating.id}
                  rating={rating}
                  now={now}
                  onEdit={setEditing}
                  onDelete={setDeleting}
                />
              ))}
            </ol>
            <Pagination
              page={page}
              pageCount={Math.ceil(data.total / MY_INSIGHTS_PAGE_SIZE)}
              onChange={setPage}
              label="Pages of my insights"
            />
          </>
        )}
      </Loadable>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete this insight?"
        message={
          deleting &&
          `Your insight on ${deleting.teacher_name} (${deleting.course.code}) goes for good, with its helpful votes.`
        }
        confirmLabel="Delete"
        danger
        busy={removal.pending}
        onConfirm={() => deleting && remove(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  )
}
