import { checkReferenceList, type ReferenceListCheck } from '@unikit/citation-core'
import { useCallback, useRef, useState } from 'react'
import type { ListParagraph } from './listParagraphs.ts'

/** The most entries one check takes (docs/product/citations.md#checking-a-reference-list). */
export const MAX_ENTRIES = 500

/** What is checked: the list's paragraphs and, for a Word document, its body for the in-text check. */
export type CheckSource = { paragraphs: ListParagraph[]; body: string[] | null; fileName?: string }

export type CheckState =
  | { phase: 'empty' }
  | { phase: 'checking'; count: number }
  | { phase: 'tooMany'; count: number }
  /** `id` tells one check from the next, so the results of a new list start afresh. */
  | { phase: 'done'; id: number; source: CheckSource; result: ReferenceListCheck; ms: number }

/** Runs `work` once "Checking…" is on screen: after the next frame, then a task. */
const afterPaint = (work: () => void) => {
  const frame = globalThis.requestAnimationFrame ?? ((next: () => void) => setTimeout(next, 0))
  frame(() => setTimeout(work, 0))
}

/** The list as the engine reads it: one `<p>` a paragraph, italics as `<i>`. */
const asHtml = (paragraphs: readonly ListParagraph[]) =>
  paragraphs.map((paragraph) => `<p>${paragraph.html}</p>`).join('\n')

/**
 * Runs the check in the browser; the text goes nowhere. The work waits a frame so "Checking…" shows first: 500
 * entries take well under the 2 s the product promises, so no worker is needed.
 */
export function useReferenceCheck() {
  const [state, setState] = useState<CheckState>({ phase: 'empty' })
  const run = useRef(0)

  const check = useCallback((source: CheckSource) => {
    const count = source.paragraphs.length
    const id = ++run.current
    if (count === 0) return setState({ phase: 'empty' })
    if (count > MAX_ENTRIES) return setState({ phase: 'tooMany', count })
    setState({ phase: 'checking', count })
    afterPaint(() => {
      if (run.current !== id) return
      const started = performance.now()
      const result = checkReferenceList(asHtml(source.paragraphs))
      setState({ phase: 'done', id, source, result, ms: performance.now() - started })
    })
  }, [])

  const clear = useCallback(() => {
    run.current++
    setState({ phase: 'empty' })
  }, [])

  return { state, check, clear }
}
