import { useApiResource } from '@unikit/auth'
import {
  ARCHIVE_REPORT_NOTE_MAX_LENGTH,
  archiveReportReasons,
  type DriveItemDetail,
  fileKindOf,
  pagesLabel,
  sampleTerm,
} from '@unikit/contracts/drive'
import {
  Breadcrumb,
  Button,
  ErrorPanel,
  formatFileSize,
  Icon,
  Loadable,
  LoadingState,
  PageHeading,
} from '@unikit/design-system'
import { ReportDialog } from '@unikit/staff-desk'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { Navigate, useParams } from 'react-router'
import { archiveApi } from '../../api/archiveApi.ts'
import { driveErrorMessage } from '../../api/driveErrorMessage.ts'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { HelpfulButton } from '../shared/HelpfulButton.tsx'
import { itemBreadcrumb } from '../shared/itemBreadcrumb.ts'
import { NotFound } from '../shared/NotFound.tsx'
import { StarButton } from '../shared/StarButton.tsx'
import { uploadStatus } from '../uploads/uploadStatus.ts'
import { RelatedPdfs } from './RelatedPdfs.tsx'
import { shouldRefreshLinks } from './shouldRefreshLinks.ts'
import { useRememberOpened } from './useRememberOpened.ts'
import styles from './ViewerPage.module.css'

// pdf.js and the video player are large: they load with the first file that needs them, not with the archive.
const PdfViewer = lazy(() => import('./PdfViewer.tsx').then((module) => ({ default: module.PdfViewer })))
const VideoPlayer = lazy(() =>
  import('./VideoPlayer.tsx').then((module) => ({ default: module.VideoPlayer })),
)

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
  const refreshedFor = useRef<string | null>(null)
  useRememberOpened(item.data)

  // The signed links last an hour: a file that stops loading after that fetches the item again, once per set of
  // links, and goes on with the new ones.
  const { data, reload } = item
  const refreshLinks = useCallback(() => {
    if (!data || !shouldRefreshLinks(data.links_expire_at, Date.now(), refreshedFor.current)) return false
    refreshedFor.current = data.links_expire_at
    reload()
    return true
  }, [data, reload])

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
              <a href={data.download_url} download className="uk-button uk-button--secondary uk-button--md">
                <span className={`uk-button__label ${styles.withIcon}`}>
                  <Icon name="download" size={18} />
                  {kind === 'pdf' ? 'Download PDF' : 'Download'}
                </span>
              </a>
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
      <FileView file={data} kind={kind} onFailed={refreshLinks} />
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

function FileView({
  file,
  kind,
  onFailed,
}: {
  file: DriveItemDetail
  kind: ReturnType<typeof fileKindOf>
  onFailed: () => boolean
}) {
  const [imageFailed, setImageFailed] = useState(false)
  const src = file.view_url
  if (src && kind === 'pdf')
    return (
      <Suspense fallback={<LoadingState label="Opening the PDF viewer" />}>
        <PdfViewer url={src} name={file.name} onFailed={onFailed} />
      </Suspense>
    )
  if (src && kind === 'video')
    return (
      <Suspense fallback={<LoadingState label="Opening the video player" />}>
        <VideoPlayer src={src} onFailed={onFailed} />
      </Suspense>
    )
  if (src && kind === 'image' && !imageFailed)
    return (
      <img
        src={src}
        alt={file.name}
        className={styles.image}
        onError={() => {
          if (!onFailed()) setImageFailed(true)
        }}
      />
    )
  // Word, PowerPoint and anything a browser cannot show (or an image that would not load): what it is, and the
  // way to open it on the student's own machine.
  return (
    <section className={`uk-panel ${styles.details}`} aria-labelledby="file-details">
      <h2 id="file-details">{imageFailed ? 'This image could not be shown' : 'Open it on your device'}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>Name</dt>
          <dd>{file.name}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{fileTypeLabel(file)}</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatFileSize(file.size)}</dd>
        </div>
      </dl>
      {file.download_url ? (
        <p>
          <a href={file.download_url} download className="uk-button uk-button--primary uk-button--md">
            <span className={`uk-button__label ${styles.withIcon}`}>
              <Icon name="download" size={18} />
              Download
            </span>
          </a>
        </p>
      ) : (
        <p>This file cannot be downloaded.</p>
      )}
    </section>
  )
}
