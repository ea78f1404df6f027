import { MOBILE_BREAKPOINT } from '@unikit/design-system'
import { type FocusEvent, type RefObject, useRef, useState } from 'react'

/** What a student types into: a text box, a number box or a select (not a checkbox, a radio or a button). */
function typedInto(element: EventTarget | null): element is HTMLElement {
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return true
  return (
    element instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(element.type)
  )
}

/** The field with everything that goes with it (its label, hint, button): auto-cite's row, a form field's frame. */
function fieldUnit(element: HTMLElement): HTMLElement {
  return element.closest<HTMLElement>('[data-field-key], [data-field-unit]') ?? element
}

/**
 * On a phone the preview rides in a bar pinned to the bottom of the screen (docs/product/citations.md#form). While
 * the student types in a field the full bar would cover (auto-cite's box and its Search button, the last fields),
 * the preview folds to one line, and the field is scrolled clear of the bar; it opens again in a field the whole
 * bar leaves clear, and when focus leaves the form's column. `bar` is the pinned bar; the handlers go on the column
 * of fields.
 */
export function useOneLinePreview(bar: RefObject<HTMLElement | null>) {
  const [oneLine, setOneLine] = useState(false)
  // Where the whole bar starts: while it is folded, a field is judged by the bar it would open into.
  const wholeTop = useRef<number | null>(null)

  /** Scrolls the field above the bar, once the bar has folded. */
  const clear = (field: HTMLElement) =>
    requestAnimationFrame(() => {
      const barTop = bar.current?.getBoundingClientRect().top
      if (barTop === undefined) return
      const covered = fieldUnit(field).getBoundingClientRect().bottom - barTop
      if (covered > 0) window.scrollBy({ top: covered + 8 })
    })

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const field = event.target
    if (!typedInto(field) || !window.matchMedia?.(`(width < ${MOBILE_BREAKPOINT}px)`).matches) return
    const barTop = bar.current?.getBoundingClientRect().top
    if (barTop === undefined) return
    if (!oneLine) wholeTop.current = barTop
    const covered = fieldUnit(field).getBoundingClientRect().bottom > (wholeTop.current ?? barTop)
    setOneLine(covered)
    if (covered) clear(field)
  }

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOneLine(false)
  }

  return { oneLine, onFocus, onBlur }
}
