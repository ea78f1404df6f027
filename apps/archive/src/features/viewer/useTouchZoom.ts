import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import {
  clampZoom,
  doubleTapZoom,
  fingerDistance,
  focalScrollLeft,
  isDoubleTap,
  pinchZoom,
  TAP_SLOP,
  type Tap,
} from './touchZoom.ts'

type Point = { clientX: number; clientY: number }

/**
 * Pinch and double-tap zoom on the PDF viewer's column (docs/product/archive.md#viewing-and-downloading). The
 * column takes pans only (`touch-action: pan-x pan-y`), so the browser neither zooms the whole page nor waits for a
 * second tap; the PDF zooms instead. While two fingers pinch, the drawn pages are only scaled (a CSS transform on
 * `content`, no redraw); when they lift, the zoom is set once and the pages are drawn at their new size. The point
 * under the fingers stays there sideways; the column keeps the reader's page and place in it.
 */
export function useTouchZoom({
  scroller,
  content,
  zoom,
  onZoom,
}: {
  scroller: RefObject<HTMLElement | null>
  content: RefObject<HTMLElement | null>
  zoom: number
  onZoom: (zoom: number) => void
}) {
  const zoomRef = useRef(zoom)
  zoomRef.current = zoom
  const onZoomRef = useRef(onZoom)
  onZoomRef.current = onZoom
  const focus = useRef<{ x: number; ratio: number; scrollLeft: number }>(undefined)

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    let pinch: { distance: number; zoom: number; x: number; y: number; scale: number } | undefined
    let touch: { x: number; y: number; moved: boolean } | undefined
    let lastTap: Tap | undefined
    const local = (point: Point) => {
      const box = element.getBoundingClientRect()
      return { x: point.clientX - box.left, y: point.clientY - box.top }
    }
    const scaleContent = (scale: number, origin?: { x: number; y: number }) => {
      const target = content.current
      if (!target) return
      target.style.transform = origin ? `scale(${scale})` : ''
      target.style.transformOrigin = origin ? `${origin.x}px ${origin.y}px` : ''
    }
    const zoomTo = (next: number, x: number) => {
      const ratio = next / zoomRef.current
      if (Math.abs(ratio - 1) < 0.01) return
      focus.current = { x, ratio, scrollLeft: element.scrollLeft }
      onZoomRef.current(next)
    }

    const start = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]]
      if (a && b) {
        const middle = local({ clientX: (a.clientX + b.clientX) / 2, clientY: (a.clientY + b.clientY) / 2 })
        pinch = { distance: fingerDistance(a, b), zoom: zoomRef.current, ...middle, scale: 1 }
        touch = undefined
        lastTap = undefined
      } else if (a && event.touches.length === 1) touch = { ...local(a), moved: false }
    }
    const move = (event: TouchEvent) => {
      const [a, b] = [event.touches[0], event.touches[1]]
      if (pinch && a && b) {
        event.preventDefault()
        pinch.scale = pinchZoom(pinch.zoom, pinch.distance, fingerDistance(a, b)) / pinch.zoom
        scaleContent(pinch.scale, { x: pinch.x + element.scrollLeft, y: pinch.y + element.scrollTop })
      } else if (touch && a) {
        const at = local(a)
        if (Math.hypot(at.x - touch.x, at.y - touch.y) > TAP_SLOP) touch.moved = true
      }
    }
    const end = (event: TouchEvent) => {
      if (pinch) {
        if (event.touches.length >= 2) return
        const { zoom: from, scale, x } = pinch
        pinch = undefined
        scaleContent(1)
        return zoomTo(clampZoom(from * scale), x)
      }
      const ended = touch
      touch = undefined
      if (!ended || ended.moved || event.touches.length > 0) return
      const tap = { x: ended.x, y: ended.y, time: event.timeStamp }
      if (!isDoubleTap(lastTap, tap)) {
        lastTap = tap
        return
      }
      // The second tap is ours: no click, no word selected under it.
      event.preventDefault()
      lastTap = undefined
      zoomTo(doubleTapZoom(zoomRef.current), tap.x)
    }
    const cancel = () => {
      pinch = undefined
      touch = undefined
      scaleContent(1)
    }

    element.addEventListener('touchstart', start, { passive: true })
    element.addEventListener('touchmove', move, { passive: false })
    element.addEventListener('touchend', end, { passive: false })
    element.addEventListener('touchcancel', cancel)
    return () => {
      element.removeEventListener('touchstart', start)
      element.removeEventListener('touchmove', move)
      element.removeEventListener('touchend', end)
      element.removeEventListener('touchcancel', cancel)
    }
  }, [scroller, content])

  // After a zoom by touch (each new zoom, once its pages are laid out), the point under the fingers stays there
  // sideways.
  useLayoutEffect(() => {
    const element = scroller.current
    const focal = focus.current
    if (!element || !focal) return
    focus.current = undefined
    element.scrollLeft = focalScrollLeft(focal.scrollLeft, focal.x, focal.ratio)
  }, [zoom, scroller])
}
