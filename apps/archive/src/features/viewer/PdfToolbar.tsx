import { Button, TextField } from '@unikit/design-system'
import { type FormEvent, useState } from 'react'
import styles from './PdfViewer.module.css'
import { readPageNumber, stepZoom, ZOOM_STEPS } from './pdfPages.ts'

/**
 * The PDF viewer's own controls: previous and next page with "Page N of M", go to a page, zoom (−, +, fit width).
 * The step buttons stay enabled at either end (aria-disabled only), so the keyboard focus never drops to the page.
 */
export function PdfToolbar({
  current,
  pageCount,
  loaded,
  zoom,
  onZoom,
  onGoTo,
}: {
  /** The page the reader is on, from 1. */
  current: number
  pageCount: number
  /** False until the document's pages are laid out. */
  loaded: boolean
  zoom: number
  onZoom: (zoom: number) => void
  onGoTo: (pageNumber: number) => void
}) {
  const [typedPage, setTypedPage] = useState('')
  const submitPage = (event: FormEvent) => {
    event.preventDefault()
    const page = readPageNumber(typedPage, pageCount)
    if (page === undefined) return
    onGoTo(page)
    setTypedPage('')
  }
  const typedError =
    typedPage.trim() !== '' && readPageNumber(typedPage, pageCount) === undefined
      ? `Enter a page from 1 to ${pageCount}`
      : undefined
  return (
    <fieldset className={styles.toolbar}>
      <legend className="uk-visually-hidden">Pages and zoom</legend>
      <div className={styles.group}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onGoTo(current - 1)}
          aria-disabled={!loaded || current <= 1 || undefined}
        >
          <span aria-hidden="true">‹ </span>Previous
        </Button>
        <span className={styles.position}>
          Page {loaded ? current : '–'} of {pageCount || '–'}
        </span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onGoTo(current + 1)}
          aria-disabled={!loaded || current >= pageCount || undefined}
        >
          Next<span aria-hidden="true"> ›</span>
        </Button>
      </div>
      <form className={styles.group} onSubmit={submitPage} noValidate>
        <TextField
          label="Go to page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pageCount || undefined}
          value={typedPage}
          onChange={(event) => setTypedPage(event.target.value)}
          error={typedError}
          disabled={!loaded}
          fieldClassName={styles.goField}
          className={styles.goInput}
        />
        <Button size="sm" type="submit" variant="secondary" disabled={!loaded}>
          Go
        </Button>
      </form>
      <div className={styles.group}>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Zoom out"
          onClick={() => onZoom(stepZoom(zoom, -1))}
          aria-disabled={zoom <= ZOOM_STEPS[0] || undefined}
        >
          −
        </Button>
        <span className={styles.zoom}>{Math.round(zoom * 100)}%</span>
        <Button
          size="sm"
          variant="secondary"
          aria-label="Zoom in"
          onClick={() => onZoom(stepZoom(zoom, 1))}
          aria-disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]! || undefined}
        >
          +
        </Button>
        <Button size="sm" variant="secondary" onClick={() => onZoom(1)}>
          Fit width
        </Button>
      </div>
    </fieldset>
  )
}
