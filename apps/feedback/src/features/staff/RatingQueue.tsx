import { readApiError, useApiResource } from '@unikit/auth'
import { reportReasons, type StaffRating } from '@unikit/contracts/teachers'
import {
  Button,
  Dialog,
  EmptyState,
  ErrorPanel,
  formatDateTime,
  Pagination,
  Spinner,
  TextArea,
  toast,
} from '@unikit/design-system'
import { useState } from 'react'
import { deskApi } from '../../api/feedbackApi.ts'
import styles from './Desk.module.css'

type Decision = { rating: StaffRating; status: 'hidden' | 'deleted' }
const reasonLabel = (value: string) => reportReasons.find((reason) => reason.value === value)?.label ?? value

/** One staff queue: publish at once, or hide or delete with a reason (the decision resolves the reports). */
export function RatingQueue({ queue }: { queue: 'pending' | 'reported' }) {
  const [page, setPage] = useState(1)
  const list = useApiResource(() => deskApi.queue(queue, page), [queue, page])
  const [deciding, setDeciding] = useState<Decision>()
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  const decide = async (rating: StaffRating, status: 'public' | 'hidden' | 'deleted', why = '') => {
    setBusy(true)
    try {
      await deskApi.setStatus({ id: rating.id, status, ...(why ? { reason: why } : {}) })
      const done = { public: 'published', hidden: 'hidden', deleted: 'deleted' }[status]
      toast(`Insight ${rating.id} ${done}`, { type: 'success' })
      setDeciding(undefined)
      list.reload()
    } catch (failure) {
      const message = readApiError(failure).message
      if (deciding) setError(message)
      else toast(message, { type: 'error', duration: 8000 })
    } finally {
      setBusy(false)
    }
  }

  if (list.status === 'error' && !list.data)
    return (
      <ErrorPanel title="The queue could not be loaded" message={list.error.message} onRetry={list.reload} />
    )
  if (!list.data) return <Spinner label="Loading the queue" />
  if (list.data.total === 0)
    return (
      <EmptyState
        title={queue === 'pending' ? 'Nothing held for review' : 'No open reports'}
        message="New insights that need a decision show here."
        headingLevel={2}
      />
    )
  return (
    <div className={styles.panel}>
      <ul className={styles.queue}>
        {list.data.data.map((rating) => (
          <li key={rating.id} className={styles.item}>
            <p className={styles.meta}>
              <strong>{rating.teacher_name}</strong> · {rating.course.name} ({rating.course.code}) · Semester{' '}
              {rating.semester}, {rating.year} · written {formatDateTime(rating.created_at)}
            </p>
            <p className={styles.note}>{rating.note}</p>
            {rating.flagged.length > 0 && (
              <p className={styles.flag}>Flagged words: {rating.flagged.join(', ')}</p>
            )}
            {rating.reports.length > 0 && (
              <ul className={styles.reports} aria-label="Reports">
                {rating.reports.map((report) => (
                  <li key={`${report.at}-${report.reason}`}>
                    {reasonLabel(report.reason)}
                    {report.note ? `: ${report.note}` : ''}
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.actions}>
              <Button
                size="sm"
                onClick={() => decide(rating, 'public')}
                disabled={busy}
                aria-label={`Publish insight ${rating.id}`}
              >
                Publish
              </Button>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => {
                  setReason('')
                  setError('')
                  setDeciding({ rating, status: 'hidden' })
                }}
                aria-label={`Hide insight ${rating.id}`}
              >
                Hide
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => {
                  setReason('')
                  setError('')
                  setDeciding({ rating, status: 'deleted' })
                }}
                aria-label={`Delete insight ${rating.id}`}
              >
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={Math.ceil(list.data.total / list.data.page_size)}
        onChange={setPage}
      />
      <Dialog
        open={deciding !== undefined}
        onClose={() => setDeciding(undefined)}
        title={
          deciding?.status === 'deleted'
            ? `Delete insight ${deciding?.rating.id}`
            : `Hide insight ${deciding?.rating.id}`
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeciding(undefined)}>
              Cancel
            </Button>
            <Button
              variant={deciding?.status === 'deleted' ? 'danger' : 'primary'}
              loading={busy}
              onClick={() => {
                if (!deciding) return
                if (!reason.trim()) return setError('Give a reason: it goes in the audit log')
                void decide(deciding.rating, deciding.status, reason.trim())
              }}
            >
              {deciding?.status === 'deleted' ? 'Delete' : 'Hide'}
            </Button>
          </>
        }
      >
        <TextArea
          label="Reason"
          hint="It goes in the audit log."
          required
          rows={3}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          error={error || undefined}
        />
      </Dialog>
    </div>
  )
}
