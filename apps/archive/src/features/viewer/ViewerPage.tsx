import { useApiResource } from '@unikit/auth'
import {
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  archiveReportReasons,
  fileKindOf,
  pagesLabel,
  sampleTerm,
} from '@unikit/contracts/drive'
import { formatFileSize } from '@unikit/contracts/format'
import { Breadcrumb, Button, ErrorPanel, Loadable, PageHeading } from '@unikit/design-system'
import { ReportDialog } from '@unikit/staff-desk'
import { useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { HelpfulButton } from '../shared/HelpfulButton.tsx'
import { itemBreadcrumb } from '../shared/itemBreadcrumb.ts'
import { NotFound } from '../shared/NotFound.tsx'
import { StarButton } from '../shared/StarButton.tsx'
import { uploadStatus } from '../uploads/uploadStatus.ts'
import { DownloadLink } from './DownloadLink.tsx'
import { FileView } from './FileView.tsx'
import { RelatedPdfs } from './RelatedPdfs.tsx'
import { useLinkRefresh } from './useLinkRefresh.ts'
import { useRememberOpened } from './useRememberOpened.ts'
import styles from './ViewerPage.module.css'

/**
 * `/archive/view/:id`: one file with the trail to it, its star, Download, Report and the notice that it is a
 * sample; PDFs, images and videos show in the page, other files offer their download (docs/product/archive.md).
 */
export function ViewerPage() {
  const id = useParams().id ?? ''
  // Another file starts afresh: its own links, timers and dialogs.
  return <Viewer key={id} id={id} />
}

function Viewer({ id }: { id: string }) {
  const item = useApiResource(() => archiveApi.item(id), [id])
  const [reporting, setReporting] = useState(false)
  useRememberOpened(item.data)
  const { data } = item
  const refreshLinks = useLinkRefresh(data, item.reload)

  if (!data)
    return item.status === 'error' && [400, 404].includes(item.error.status) ? (
      <NotFound what="File" />
    ) : (
      <div className="uk-page">
        <Loadable state={item} loading="Loading the file" failure="This file could not be loaded" />
      </div>
    )
  if (data.type === 'folder') return <Navigate to={`/archive/folder/${id}`} replace />

  const kind = fileKindOf(data.mime_type)
  const facts = [
    fileTypeLabel(data),
    formatFileSize(data.size),
    data.page_count ? pagesLabel(data.page_count) : null,
    sampleTerm(data.year, data.semester) || null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <div className="uk-page">
      <Breadcrumb items={itemBreadcrumb(data)} />
      <PageHeading
        title={data.name}
        subtitle={facts}
        actions={
          <>
            {data.status === 'published' && (
              <>
                <HelpfulButton
                  id={data.id}
                  name={data.name}
                  helpful={data.helpful}
                  count={data.helpful_count}
                />
                <StarButton id={data.id} name={data.name} starred={data.starred} />
              </>
            )}
            {data.download_url && (
              <DownloadLink href={data.download_url} label={kind === 'pdf' ? 'Download PDF' : 'Download'} />
            )}
            <Button variant="ghost" onClick={() => setReporting(true)} aria-haspopup="dialog">
              Report
            </Button>
          </>
        }
      />
      <p role="note" className={styles.notice}>
        Sample: do not submit as your own work
      </p>
      {data.status !== 'published' && (
        <p className={styles.status}>
          {uploadStatus(data).text}. Only you and Unikit staff can open it until it is published.
        </p>
      )}
      {item.status === 'error' && (
        <ErrorPanel
          title="The link to this file could not be renewed"
          message={item.error.message}
          onRetry={item.reload}
        />
      )}
      <FileView file={data} onFailed={refreshLinks} />
      {kind === 'pdf' && data.root !== 'tmp' && <RelatedPdfs id={data.id} />}
      <ReportDialog
        open={reporting}
        title="Report this file"
        description={`“${data.name}”. Staff read every report.`}
        reasons={archiveReportReasons}
        noteMaxLength={ARCHIVE_REPORT_NOTE_MAX_LENGTH}
        onSend={(reason, note) => archiveApi.report({ id: data.id, reason, note })}
        sentMessage="Thank you: staff will review this file."
        readError={(failure) => driveErrorMessage(failure).message}
        onClose={() => setReporting(false)}
      />
    </div>
  )
}
