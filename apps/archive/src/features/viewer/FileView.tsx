import { type DriveItemDetail, fileKindOf } from '@unikit/contracts/drive'
import { formatFileSize } from '@unikit/contracts/format'
import { LoadingState } from '@unikit/design-system'
import { lazy, Suspense, useState } from 'react'
import { fileTypeLabel } from '../shared/fileTypeLabel.ts'
import { DownloadLink } from './DownloadLink.tsx'
import styles from './FileView.module.css'

// pdf.js and the video player are large: they load with the first file that needs them, not with the archive.
const PdfViewer = lazy(() => import('./PdfViewer.tsx').then((module) => ({ default: module.PdfViewer })))
const VideoPlayer = lazy(() =>
  import('./VideoPlayer.tsx').then((module) => ({ default: module.VideoPlayer })),
)

/** What a file view needs of the item: the student's viewer and the desk's preview pass theirs. */
export type ViewedFile = Pick<
  DriveItemDetail,
  'name' | 'type' | 'mime_type' | 'size' | 'view_url' | 'download_url'
>

/**
 * A file in the page (docs/product/archive.md#viewing-and-downloading): a PDF in our viewer, a video in the player,
 * an image whole; Word, PowerPoint and anything a browser cannot show as what it is, with its Download.
 * `onFailed` is asked first when the file stops loading (see useLinkRefresh).
 */
export function FileView({ file, onFailed }: { file: ViewedFile; onFailed: () => boolean }) {
  const [imageFailed, setImageFailed] = useState(false)
  const kind = fileKindOf(file.mime_type)
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
  // way to open it on the reader's own machine.
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
          <DownloadLink href={file.download_url} variant="primary" />
        </p>
      ) : (
        <p>This file cannot be downloaded.</p>
      )}
    </section>
  )
}
