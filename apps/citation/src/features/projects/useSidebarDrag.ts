import { type PointerEvent as ReactPointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import {
  DRAG_EDGE_ZONE,
  type DragSource,
  type DropTarget,
  type DropZone,
  dropZone,
  halfZone,
} from '../../store/dropRules.ts'

/** Where the pointer would drop now: the row under it and the zone of that row. */
export type DropHover = { target: DropTarget; zone: DropZone }
export type DragView = { source: DragSource; label: string; x: number; y: number }

/** Pixels the pointer must travel before a press becomes a drag (a click stays a click). */
const DRAG_THRESHOLD = 5

/** The drop target under a point: rows carry `data-drop-kind` ("project" | "folder") and `data-drop-id`. */
function hoverAt(x: number, y: number, source: DragSource): DropHover | null {
  const row = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-drop-kind]')
  const kind = row?.dataset.dropKind
  const id = row?.dataset.dropId
  if (!row || !id) return null
  const rect = row.getBoundingClientRect()
  const offset = y - rect.top
  const target: DropTarget =
    kind === 'folder' ? { kind: 'folder', name: id } : { kind: 'project', id: Number(id) }
  let zone: DropZone
  if (source.kind === 'folder') zone = halfZone(offset, rect.height)
  else if (target.kind === 'folder') zone = offset <= DRAG_EDGE_ZONE ? 'before' : 'middle'
  else zone = dropZone(offset, rect.height)
  return { target, zone }
}

/**
 * Drag and drop of the sidebar's rows with pointer events, so mouse, pen and touch all work: a mouse drags a
 * whole row, touch and pen drag by the row's handle (elsewhere a finger scrolls the list). Escape cancels.
 */
export function useSidebarDrag(onDrop: (source: DragSource, target: DropTarget, zone: DropZone) => void) {
  const [view, setView] = useState<DragView | null>(null)
  const [hover, setHover] = useState<DropHover | null>(null)
  const cleanup = useRef<(() => void) | null>(null)
  const onDropRef = useRef(onDrop)
  onDropRef.current = onDrop

  useEffect(() => () => cleanup.current?.(), [])

  const startDrag = useCallback((event: ReactPointerEvent, source: DragSource, label: string) => {
    const element = event.target as HTMLElement
    if (event.button !== 0 || element.closest('[data-no-drag]')) return
    if (event.pointerType !== 'mouse' && !element.closest('[data-drag-handle]')) return
    cleanup.current?.()
    const start = { x: event.clientX, y: event.clientY }
    let started = false
    let current: DropHover | null = null

    const move = (e: PointerEvent) => {
      if (!started) {
        if (Math.hypot(e.clientX - start.x, e.clientY - start.y) < DRAG_THRESHOLD) return
        started = true
      }
      e.preventDefault()
      current = hoverAt(e.clientX, e.clientY, source)
      setHover(current)
      setView({ source, label, x: e.clientX, y: e.clientY })
    }
    const end = (drop: boolean) => {
      stop()
      if (!started) return
      // The click that ends a drag must not also select the row it started on.
      const swallow = (e: MouseEvent) => {
        e.stopPropagation()
        e.preventDefault()
      }
      window.addEventListener('click', swallow, { capture: true, once: true })
      setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0)
      if (drop && current) onDropRef.current(source, current.target, current.zone)
    }
    const up = () => end(true)
    const cancel = () => end(false)
    const key = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !started) return
      e.preventDefault()
      end(false)
    }
    const stop = () => {
      window.removeEventListener('pointermove', move)
      window.removeEventListener('pointerup', up)
      window.removeEventListener('pointercancel', cancel)
      window.removeEventListener('keydown', key, true)
      cleanup.current = null
      setView(null)
      setHover(null)
    }
    window.addEventListener('pointermove', move)
    window.addEventListener('pointerup', up)
    window.addEventListener('pointercancel', cancel)
    window.addEventListener('keydown', key, true)
    cleanup.current = stop
  }, [])

  return { view, hover, startDrag }
}
