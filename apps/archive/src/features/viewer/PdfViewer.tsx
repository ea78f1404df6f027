import 'react-pdf/dist/Page/AnnotationLayer.css'
import 'react-pdf/dist/Page/TextLayer.css'
import { ErrorPanel, LoadingState } from '@unikit/design-system'
import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react'
import { Document, Page, pdfjs } from 'react-pdf'
import type { DocumentCallback, PageCallback } from 'react-pdf/dist/shared/types.js'
import { PdfToolbar } from './PdfToolbar.tsx'
import styles from './PdfViewer.module.css'
import { A4, usePdfColumn } from './usePdfColumn.ts'
import { useTouchZoom } from './useTouchZoom.ts'

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

/**
 * A PDF in the page, with our own controls instead of the browser's (PdfToolbar: previous and next page, the page
 * box, zoom), pinch and double-tap zoom on a touch screen (useTouchZoom), text that can be selected and copied.
 * Only the pages near the view are drawn; the others are placeholders of their size, so a long file opens fast and
 * the scrollbar tells the truth. It opens at "fit width": a page as wide as the column, which on a phone runs to
 * the screen's edges (docs/product/archive.md#viewing-and-downloading).
 *
 * `onFailed` is asked first when the file cannot be read: it returns true when it is fetching fresh links (they
 * expire), and the new `url` then reloads the document where the reader was.
 */
export function PdfViewer({ url, name, onFailed }: { url: string; name: string; onFailed: () => boolean }) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const [pageCount, setPageCount] = useState(0)
  const [firstRatio, setFirstRatio] = useState<number>()
  const [ratios, setRatios] = useState<Record<number, number>>({})
  const [zoom, setZoom] = useState(1)
  const [pageError, setPageError] = useState<string>()
  // False while the document (re)loads (see usePdfColumn).
  const [ready, setReady] = useState(false)
  const { scroller, layout, view, pageWidth, padding, onScroll, goTo } = usePdfColumn({
    pageCount,
    firstRatio,
    ratios,
    zoom,
    ready,
  })
  const pages = useRef<HTMLDivElement>(null)
  useTouchZoom({ scroller, content: pages, zoom, onZoom: setZoom })

  // A new address (fresh links) or Retry: the document loads again, and nothing scrolled meanwhile counts.
  useLayoutEffect(() => {
    setReady(false)
    setFailed(false)
    setPageError(undefined)
  }, [url, attempt])

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

  const current = view.current + 1
  const loaded = ready && layout.offsets.length > 0
  return (
    <div className="uk-stack">
      <PdfToolbar
        current={current}
        pageCount={pageCount}
        loaded={loaded}
        zoom={zoom}
        onZoom={setZoom}
        onGoTo={goTo}
      />
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
        style={{ '--pdf-gap': `${padding}px` } as CSSProperties}
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
            inputRef={pages}
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
