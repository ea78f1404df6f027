import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PdfToolbar } from './PdfToolbar.tsx'
import { A4, usePdfColumn } from './usePdfColumn.ts'
import { useTouchZoom } from './useTouchZoom.ts'

// The PDF viewer's column, toolbar and touch zoom as PdfViewer puts them together, with plain boxes where react-pdf
// draws the pages (pdf.js cannot draw in jsdom). jsdom lays nothing out: the column says its width in data-width.

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.width ?? 0)
    },
  })
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.dataset.width ? 600 : 0
    },
  })
})
afterAll(() => {
  // Element's own, which jsdom answers 0, show through again.
  Reflect.deleteProperty(HTMLElement.prototype, 'clientWidth')
  Reflect.deleteProperty(HTMLElement.prototype, 'clientHeight')
})

function Column({ width, pages = 3 }: { width: number; pages?: number }) {
  const [zoom, setZoom] = useState(1)
  const { scroller, layout, view, pageWidth, onScroll, goTo } = usePdfColumn({
    pageCount: pages,
    firstRatio: A4,
    ratios: {},
    zoom,
    ready: true,
  })
  const content = useRef<HTMLDivElement>(null)
  useTouchZoom({ scroller, content, zoom, onZoom: setZoom })
  return (
    <>
      <PdfToolbar
        current={view.current + 1}
        pageCount={pages}
        loaded
        zoom={zoom}
        onZoom={setZoom}
        onGoTo={goTo}
      />
      <section ref={scroller} onScroll={onScroll} aria-label="The PDF" data-width={width}>
        <div ref={content}>
          {layout.offsets.map((offset, index) => (
            <div
              key={offset}
              role="img"
              aria-label={`Page ${index + 1}`}
              style={{ width: pageWidth, height: layout.heights[index] }}
            />
          ))}
        </div>
      </section>
    </>
  )
}

const firstPageWidth = () => screen.getByRole('img', { name: 'Page 1' }).style.width
const column = () => screen.getByRole('region', { name: 'The PDF' })
const touches = (...points: [number, number][]) => points.map(([clientX, clientY]) => ({ clientX, clientY }))
function touch(type: string, points: [number, number][]) {
  const event = new Event(type, { bubbles: true, cancelable: true })
  Object.assign(event, { touches: type === 'touchend' ? [] : touches(...points) })
  act(() => {
    column().dispatchEvent(event)
  })
  return event
}

describe('the PDF viewer on a phone', () => {
  it('opens every page fitted to a 375 px screen, and to a desktop column', () => {
    const { unmount } = render(<Column width={375} />)
    expect(firstPageWidth()).toBe('367px')
    expect(screen.getByRole('button', { name: '100%: fit to width' })).toBeTruthy()
    unmount()
    render(<Column width={800} />)
    expect(firstPageWidth()).toBe('776px')
  })

  it('zooms with its buttons, and fits the width again from the zoom shown', async () => {
    render(<Column width={375} />)
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }))
    expect(firstPageWidth()).toBe('458px')
    await userEvent.click(screen.getByRole('button', { name: '125%: fit to width' }))
    expect(firstPageWidth()).toBe('367px')
    await userEvent.click(screen.getByRole('button', { name: 'Zoom out' }))
    expect(screen.getByRole('button', { name: '75%: fit to width' })).toBeTruthy()
  })

  it('zooms in as two fingers spread, and only once they lift', () => {
    render(<Column width={375} />)
    touch('touchstart', [
      [100, 300],
      [200, 300],
    ])
    const moving = touch('touchmove', [
      [50, 300],
      [250, 300],
    ])
    // The page keeps the browser from zooming the whole screen; the drawn pages are only scaled meanwhile.
    expect(moving.defaultPrevented).toBe(true)
    expect(firstPageWidth()).toBe('367px')
    touch('touchend', [])
    expect(firstPageWidth()).toBe('734px')
    expect(screen.getByRole('button', { name: '200%: fit to width' })).toBeTruthy()
  })

  it('zooms in on a double tap, and back to the fitted width on the next', () => {
    render(<Column width={375} />)
    const tap = () => {
      touch('touchstart', [[180, 300]])
      return touch('touchend', [])
    }
    expect(tap().defaultPrevented).toBe(false)
    expect(tap().defaultPrevented).toBe(true)
    expect(firstPageWidth()).toBe('734px')
    tap()
    tap()
    expect(firstPageWidth()).toBe('367px')
  })

  it('goes to a page typed in the page box, the last for a number past it', async () => {
    render(<Column width={375} pages={3} />)
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Page' })
    expect(box.value).toBe('1')
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('of 3')
    await userEvent.type(box, '9{Enter}')
    expect(column().scrollTop).toBeGreaterThan(1000)
    expect(box.value).toBe('3')
  })
})
