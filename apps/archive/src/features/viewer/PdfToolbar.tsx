import { Icon, IconButton } from '@unikit/design-system'
import { type FormEvent, useId, useState } from 'react'
import styles from './PdfViewer.module.css'
import { readPageNumber, stepZoom, ZOOM_STEPS } from './pdfPages.ts'

/**
 * The PDF viewer's controls, in one compact bar that fits a 375 px phone on one line, so it never pushes the page
 * below the fold (docs/product/archive.md#viewing-and-downloading): previous and next page around a page box that
 * shows where the reader is and takes a page to go to (Enter), then zoom out, the zoom (pressed, it fits the width
 * again) and zoom in. The step buttons stay enabled at either end (aria-disabled only), so the keyboard focus never
 * drops to the page.
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
  // What the reader is typing in the page box; undefined while it shows the current page.
  const [typed, setTyped] = useState<string>()
  const ofId = useId()
  const submitPage = (event: FormEvent) => {
    event.preventDefault()
    const page = readPageNumber(typed ?? '', pageCount)
    if (page !== undefined) onGoTo(page)
    setTyped(undefined)
  }
  const percent = `${Math.round(zoom * 100)}%`
  return (
    <fieldset className={styles.toolbar}>
      <legend className="uk-visually-hidden">Pages and zoom</legend>
      <div className={styles.group}>
        <IconButton
          size="sm"
          variant="secondary"
          label="Previous page"
          icon={<Icon name="chevronLeft" size={18} />}
          onClick={() => onGoTo(current - 1)}
          aria-disabled={!loaded || current <= 1 || undefined}
        />
        <form className={styles.pageForm} onSubmit={submitPage} noValidate>
          <input
            className={`uk-input ${styles.pageInput}`}
            aria-label="Page"
            aria-describedby={ofId}
            inputMode="numeric"
            enterKeyHint="go"
            autoComplete="off"
            value={typed ?? (loaded ? String(current) : '')}
            disabled={!loaded}
            onFocus={(event) => event.target.select()}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => setTyped(undefined)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setTyped(undefined)
            }}
          />
          <span id={ofId} className={styles.of}>
            of {pageCount || '–'}
          </span>
        </form>
        <IconButton
          size="sm"
          variant="secondary"
          label="Next page"
          icon={<Icon name="chevronRight" size={18} />}
          onClick={() => onGoTo(current + 1)}
          aria-disabled={!loaded || current >= pageCount || undefined}
        />
      </div>
      <div className={styles.group}>
        <IconButton
          size="sm"
          variant="secondary"
          label="Zoom out"
          icon="−"
          onClick={() => onZoom(stepZoom(zoom, -1))}
          aria-disabled={zoom <= ZOOM_STEPS[0] || undefined}
        />
        <button
          type="button"
          className={`uk-button uk-button--ghost uk-button--sm ${styles.zoom}`}
          aria-label={`${percent}: fit to width`}
          onClick={() => onZoom(1)}
        >
          {percent}
        </button>
        <IconButton
          size="sm"
          variant="secondary"
          label="Zoom in"
          icon="+"
          onClick={() => onZoom(stepZoom(zoom, 1))}
          aria-disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]! || undefined}
        />
      </div>
    </fieldset>
  )
}
