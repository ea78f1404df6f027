import { ZOOM_STEPS } from './pdfPages.ts'

/** A point on the screen, in CSS pixels, and when a tap there ended (ms). */
export type Tap = { x: number; y: number; time: number }

/** Two taps this close in time and place are a double tap. */
export const DOUBLE_TAP_MS = 300
export const DOUBLE_TAP_SLOP = 30
/** A touch that moved further than this was a scroll, not a tap. */
export const TAP_SLOP = 10

const lowest = ZOOM_STEPS[0]
const highest = ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? 3

/** A zoom kept within the viewer's steps (half the fitted width to three times it). */
export function clampZoom(zoom: number): number {
  return Math.min(highest, Math.max(lowest, zoom))
}

/** The distance between two fingers. */
export function fingerDistance(
  a: { clientX: number; clientY: number },
  b: { clientX: number; clientY: number },
) {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY)
}

/** The zoom a pinch asks for: the zoom it started at, scaled as the fingers spread or close. */
export function pinchZoom(startZoom: number, startDistance: number, distance: number): number {
  if (startDistance <= 0) return startZoom
  return clampZoom(startZoom * (distance / startDistance))
}

/** Whether a tap follows the one before closely enough, in time and place, to be its second. */
export function isDoubleTap(previous: Tap | undefined, tap: Tap): boolean {
  return (
    previous !== undefined &&
    tap.time - previous.time <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_SLOP
  )
}

/** A double tap zooms a fitted page in to twice its width, and anything else back to the fitted width. */
export function doubleTapZoom(zoom: number): number {
  return Math.abs(zoom - 1) < 0.01 ? 2 : 1
}

/**
 * Where to scroll sideways after the zoom changed by `ratio`, so the point under the finger (`x` from the
 * column's left edge) stays under it.
 */
export function focalScrollLeft(scrollLeft: number, x: number, ratio: number): number {
  return Math.max(0, (scrollLeft + x) * ratio - x)
}
