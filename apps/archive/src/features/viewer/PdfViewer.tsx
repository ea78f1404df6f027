import 'react-pdf/dist/Page/AnnotationLayer.css'
import 'react-pdf/dist/Page/TextLayer.css'
import { Button, ErrorPanel, LoadingState, TextField } from '@unikit/design-system'
import { type FormEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import type { DocumentCallback, PageCallback } from 'react-pdf/dist/shared/types.js'
import styles from './PdfViewer.module.css'
import { pageIndexAt, pageLayout, pageWindow, readPageNumber, stepZoom, ZOOM_STEPS } from './pdfPages.ts'

// Here, in the module that renders the document, as react-pdf asks: set anywhere else, its default could win.
// The bundler emits the worker as a file of this remote and rewrites the address to it.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString()

/** Where this remote's files are served from (the bundler's runtime works it out from the remote's own address). */
declare const __webpack_public_path__: string
// Copied beside the build by rspack.config.ts: character maps (Asian text), the standard fonts a PDF may name
// without embedding, and the image decoders of scanned pages.
const pdfjsData = `${__webpack_public_path__}assets/pdfjs-${pdfjs.version}/`
const documentOptions = {
  cMapUrl: `${pdfjsData}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${pdfjsData}standard_fonts/`,
  wasmUrl: `${pdfjsData}wasm/`,
  // Only the byte ranges of the pages drawn are fetched (the server answers ranges), so a 300-page file opens as
  // fast as a short one and a phone does not download 40 MB nobody reads. Both are needed for that.
  disableAutoFetch: true,
  disableStream: true,
}

/** Space between pages and around them, in CSS pixels. */
const GAP = 12
const PADDING = 12
/** A4's shape until the first page says otherwise. */
const A4 = 297 / 210

/**
 * A PDF in the page, with our own controls instead of the browser's: previous and next page, "Page N of M", go to
 * page, zoom (−, +, fit width), text that can be selected and copied. Only the pages near the view are drawn;
 * the others are placeholders of their size, so a long file opens fast and the scrollbar tells the truth. At
 * "fit width" a page is as wide as the column, phones included (docs/product/archive.md).
 *
 * `onFailed` is asked first when the file cannot be read: it returns true when it is fetching fresh links (they
 * expire), and the new `url` then reloads the document where the reader was.
 */
export function PdfViewer({ url, name, onFailed }: { url: string; name: string; onFailed: () => boolean }) {
  const scroller = useRef<HTMLElement>(null)
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const [pageCount, setPageCount] = useState(0)
  const [firstRatio, setFirstRatio] = useState<number>()
  const [ratios, setRatios] = useState<Record<number, number>>({})
  const [box, setBox] = useState({ width: 0, height: 0 })
  const [scrollTop, setScrollTop] = useState(0)
  const [zoom, setZoom] = useState(1)
  const [typedPage, setTypedPage] = useState('')
  const [pageError, setPageError] = useState<string>()
  // The page the reader is on and how far into it, kept through zoom, resizes and a reload with fresh links.
  const anchor = useRef({ index: 0, fraction: 0 })
  // False while the document (re)loads: its pages are gone meanwhile, and the scrolling that causes is no move of
  // the reader's.
  const [ready, setReady] = useState(false)
  const readyRef = useRef(false)
  readyRef.current = ready

  const pageWidth = Math.max(120, Math.floor((box.width - 2 * PADDING) * zoom))
  const layout = useMemo(
    () =>
      pageLayout(
        Array.from({ length: firstRatio ? pageCount : 0 }, (_, index) =>
          Math.round(pageWidth * (ratios[index + 1] ?? firstRatio ?? A4)),
        ),
        GAP,
      ),
    [pageCount, firstRatio, ratios, pageWidth],
  )
  const layoutRef = useRef(layout)
  layoutRef.current = layout
  const view = pageWindow(layout, scrollTop, box.height, box.height)

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const measure = () => setBox({ width: element.clientWidth, height: element.clientHeight })
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // A new address (fresh links) or Retry: the document loads again, and nothing scrolled meanwhile counts.
  useLayoutEffect(() => {
    readyRef.current = false
    setReady(false)
    setFailed(false)
    setPageError(undefined)
  }, [url, attempt])

  // The column changed shape (zoom, a resize, a page's real size, the document back after a reload): put the
  // reader back on the same spot of the same page.
  useLayoutEffect(() => {
    const element = scroller.current
    const { index, fraction } = anchor.current
    if (!element || !ready || layout.offsets.length === 0) return
    const page = Math.min(index, layout.offsets.length - 1)
    element.scrollTop = (layout.offsets[page] ?? 0) + fraction * (layout.heights[page] ?? 0)
    setScrollTop(element.scrollTop)
  }, [layout, ready])

  const frame = useRef(0)
  const onScroll = () => {
    cancelAnimationFrame(frame.current)
    frame.current = requestAnimationFrame(() => {
      const element = scroller.current
      if (!element || !readyRef.current) return
      const top = element.scrollTop
      const current = layoutRef.current
      const index = pageIndexAt(current, top)
      const height = current.heights[index] ?? 1
      anchor.current = {
        index,
        fraction: Math.min(1, Math.max(0, (top - (current.offsets[index] ?? 0)) / height)),
      }
      setScrollTop(top)
    })
  }
  useEffect(() => () => cancelAnimationFrame(frame.current), [])

  // The step buttons stay enabled at either end (aria-disabled only), so the keyboard focus never drops to the page.
  const goTo = useCallback((pageNumber: number) => {
    const element = scroller.current
    const current = layoutRef.current
    const index = Math.min(Math.max(pageNumber - 1, 0), current.offsets.length - 1)
    if (!element || index < 0) return
    anchor.current = { index, fraction: 0 }
    element.scrollTop = current.offsets[index] ?? 0
    setScrollTop(element.scrollTop)
  }, [])

  const onLoaded = (pdf: DocumentCallback) => {
    setPageCount(pdf.numPages)
    void pdf.getPage(1).then(
      (first) => {
        const viewport = first.getViewport({ scale: 1 })
        setFirstRatio(viewport.height / viewport.width)
        setReady(true)
      },
      () => {
        setFirstRatio(A4)
        setReady(true)
      },
    )
  }

  const onPageLoaded = (pageNumber: number, page: PageCallback) => {
    const ratio = page.height / page.width
    if (Number.isFinite(ratio) && ratio > 0)
      setRatios((previous) =>
        Math.abs((previous[pageNumber] ?? 0) - ratio) < 1e-3
          ? previous
          : { ...previous, [pageNumber]: ratio },
      )
  }

  const onDocumentFailed = (error: Error) => {
    if (onFailed()) return
    console.warn('Unikit archive: the PDF could not be read', error)
    setFailed(true)
  }

  // A page fails alone when its bytes cannot be fetched, which is how expired links show once the file is open.
  const onPageFailed = () => {
    if (onFailed()) return
    setPageError('A page could not be shown. Retry to load the file again.')
  }

  const submitPage = (event: FormEvent) => {
    event.preventDefault()
    const page = readPageNumber(typedPage, pageCount)
    if (page === undefined) return
    goTo(page)
    setTypedPage('')
  }
  const typedError =
    typedPage.trim() !== '' && readPageNumber(typedPage, pageCount) === undefined
      ? `Enter a page from 1 to ${pageCount}`
      : undefined

  const current = view.current + 1
  const loaded = ready && layout.offsets.length > 0
  return (
    <div className={styles.viewer}>
      <fieldset className={styles.toolbar}>
        <legend className="uk-visually-hidden">Pages and zoom</legend>
        <div className={styles.group}>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => goTo(current - 1)}
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
            onClick={() => goTo(current + 1)}
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
            onClick={() => setZoom((value) => stepZoom(value, -1))}
            aria-disabled={zoom <= ZOOM_STEPS[0] || undefined}
          >
            −
          </Button>
          <span className={styles.zoom}>{Math.round(zoom * 100)}%</span>
          <Button
            size="sm"
            variant="secondary"
            aria-label="Zoom in"
            onClick={() => setZoom((value) => stepZoom(value, 1))}
            aria-disabled={zoom >= ZOOM_STEPS[ZOOM_STEPS.length - 1]! || undefined}
          >
            +
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setZoom(1)}>
            Fit width
          </Button>
        </div>
      </fieldset>
      {pageError && (
        <ErrorPanel
          title="Part of this PDF could not be loaded"
          message={pageError}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {/* A scrolling region of its own, reachable by keyboard, so arrows and Page Down move through the pages
          and a zoomed page scrolls sideways here instead of widening the whole page. */}
      <section
        ref={scroller}
        className={styles.scroller}
        onScroll={onScroll}
        aria-label={`${name}, the PDF`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        {failed ? (
          <ErrorPanel
            title="This PDF could not be shown"
            message="Check your connection and try again, or download it."
            onRetry={() => setAttempt((n) => n + 1)}
          />
        ) : (
          <Document
            key={attempt}
            file={url}
            options={documentOptions}
            suspense={false}
            loading={<LoadingState label="Opening the PDF" />}
            error={<LoadingState label="Opening the PDF again" />}
            onLoadSuccess={onLoaded}
            onLoadError={onDocumentFailed}
            onItemClick={({ pageNumber }) => goTo(pageNumber)}
            externalLinkTarget="_blank"
            className={styles.document}
          >
            {layout.offsets.map((_, index) => {
              const pageNumber = index + 1
              const near = index >= view.first && index <= view.last
              return (
                <div
                  // Pages keep their place in the column; only what is drawn in them changes.
                  key={pageNumber}
                  className={styles.slot}
                  style={{ width: pageWidth, height: layout.heights[index] }}
                  data-page={pageNumber}
                >
                  {near && (
                    <Page
                      pageNumber={pageNumber}
                      width={pageWidth}
                      loading={null}
                      error={<p className={styles.pageNote}>Page {pageNumber} could not be shown.</p>}
                      onLoadSuccess={(page) => onPageLoaded(pageNumber, page)}
                      onLoadError={onPageFailed}
                    />
                  )}
                </div>
              )
            })}
          </Document>
        )}
      </section>
    </div>
  )
}
