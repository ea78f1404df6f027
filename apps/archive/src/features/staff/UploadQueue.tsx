import { useApiResource } from '@unikit/auth'
import type { StaffItem } from '@unikit/contracts/drive'
import { Button, EmptyState, Pagination, toast } from '@unikit/design-system'
import { useState } from 'react'
import { deskApi } from '../../api/archiveApi.ts'
import { LoadingState } from '../shared/LoadingState.tsx'
import styles from './Desk.module.css'
import { DeskError } from './DeskError.tsx'
import { PublishDialog } from './PublishDialog.tsx'
import { ReasonDialog } from './ReasonDialog.tsx'
import { StaffItemSummary } from './StaffItemSummary.tsx'

/** "Uploads to review": publish each into a folder under a name, or reject it with a reason the student reads. */
export function UploadQueue() {
  const [page, setPage] = useState(1)
  const list = useApiResource(() => deskApi.queue('pending', page), [page])
  const [publishing, setPublishing] = useState<StaffItem>()
  const [rejecting, setRejecting] = useState<StaffItem>()

  if (list.status === 'error' && !list.data)
    return <DeskError title="The uploads could not be loaded" error={list.error} onRetry={list.reload} />
  if (!list.data) return <LoadingState label="Loading the uploads to review" />
  if (list.data.total === 0)
    return (
      <EmptyState
        title="No uploads to review"
        message="New uploads from students show here."
        headingLevel={2}
      />
    )
  return (
    <div className={styles.panel}>
      <ul className={styles.queue} aria-label="Uploads to review">
        {list.data.data.map((item) => (
          <li key={item.id} className={styles.item}>
            <StaffItemSummary item={item} />
            <div className={styles.actions}>
              <Button size="sm" onClick={() => setPublishing(item)} aria-label={`Publish ${item.name}`}>
                Publish
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => setRejecting(item)}
                aria-label={`Reject ${item.name}`}
              >
                Reject
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
      {publishing && (
        <PublishDialog item={publishing} onClose={() => setPublishing(undefined)} onDone={list.reload} />
      )}
      {rejecting && (
        <ReasonDialog
          title={`Reject “${rejecting.name}”`}
          description="The student sees the reason in My uploads."
          confirmLabel="Reject"
          danger
          required
          hint="Say what is wrong, so the student can fix it."
          onConfirm={async (reason) => {
            await deskApi.reject({ id: rejecting.id, reason })
            toast(`“${rejecting.name}” rejected`, { type: 'success' })
            list.reload()
          }}
          onClose={() => setRejecting(undefined)}
        />
      )}
    </div>
  )
}
