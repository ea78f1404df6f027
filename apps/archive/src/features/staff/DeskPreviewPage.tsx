import { useApiResource } from '@unikit/auth'
import type { StaffItemDetail } from '@unikit/contracts/drive'
import { Breadcrumb, EmptyState, ErrorPanel, Link, LoadingState, PageHeading } from '@unikit/design-system'
import { DecisionButtons, DeskError, QueueFacts, QueueReports } from '@unikit/staff-desk'
import { useNavigate, useParams } from 'react-router'
import { deskApi } from '../../api/archiveApi.ts'
import { uploadStatus } from '../uploads/uploadStatus.ts'
import { DownloadLink } from '../viewer/DownloadLink.tsx'
import { FileView } from '../viewer/FileView.tsx'
import { useLinkRefresh } from '../viewer/useLinkRefresh.ts'
import styles from './DeskPreviewPage.module.css'
import { decisionsFor } from './fileDecisions.tsx'
import { reportsOf } from './StaffItemRow.tsx'
import { staffItemFacts, staffQueueOf } from './staffItemFacts.ts'

/**
 * `/staff/archive/file/:id`: a file previewed inside the desk (docs/product/archive.md#staff-desk), in the students'
 * viewer, with its facts, its reports and the desk's decisions on it. A decision that takes it off its queue
 * (publish, reject, hide…) goes back to the queue; an edit stays and shows the file as it now is.
 */
export function DeskPreviewPage() {
  const id = useParams().id ?? ''
  const item = useApiResource(() => deskApi.item(id), [id])
  const refreshLinks = useLinkRefresh(item.data, item.reload)
  const navigate = useNavigate()
  const { data } = item
  if (!data) {
    if (item.status === 'error' && [400, 404].includes(item.error.status))
      return (
        <div className="uk-page">
          <EmptyState
            headingLevel={2}
            title="This file is not on the desk"
            message="Someone may have decided on it already: rejected or deleted files are gone."
            action={<Link href="/staff/archive">Back to the archive desk</Link>}
          />
        </div>
      )
    return (
      <div className="uk-page">
        {item.status === 'error' ? (
          <DeskError title="This file could not be loaded" error={item.error} onRetry={item.reload} />
        ) : (
          <LoadingState label="Loading the file" />
        )}
      </div>
    )
  }
  const queue = staffQueueOf(data)
  return (
    <div className="uk-page">
      <Breadcrumb
        items={[
          { label: 'Archive desk', href: '/staff/archive' },
          { label: queue.label, href: queue.href },
          { label: data.name },
        ]}
      />
      <PageHeading
        title={data.name}
        subtitle={uploadStatus(data).text}
        actions={
          <>
            <DecisionButtons
              item={data}
              decisions={decisionsFor(data, item.reload)}
              onDone={() => navigate(queue.href)}
            />
            {data.download_url && <DownloadLink href={data.download_url} />}
          </>
        }
      />
      <PreviewFacts item={data} />
      {item.status === 'error' && (
        <ErrorPanel
          title="The file could not be loaded again"
          message={item.error.message}
          onRetry={item.reload}
        />
      )}
      <FileView file={data} onFailed={refreshLinks} />
    </div>
  )
}

/** The file's facts, its description, and what students reported about it, as its queue row says them. */
function PreviewFacts({ item }: { item: StaffItemDetail }) {
  return (
    <section className={styles.facts} aria-label={`About ${item.name}`}>
      <QueueFacts facts={staffItemFacts(item)} />
      {item.description && <p>{item.description}</p>}
      <QueueReports reports={reportsOf(item)} label={`Reports on ${item.name}`} />
    </section>
  )
}
