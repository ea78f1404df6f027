/** Where an element sits under an ancestor: its child index at each level down. */
function pathTo(ancestor: Element, element: Element): number[] {
  const path: number[] = []
  for (let node: Element | null = element; node && node !== ancestor; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node))
  }
  return path
}

function elementAt(ancestor: Element, path: readonly number[]): Element | undefined {
  let node: Element | undefined = ancestor
  for (const index of path) node = node?.children[index]
  return node
}

type Mark = { path: number[]; tagName: string; text: string }
type Typed = Mark & { value: string }

const pressable = 'button, [role="button"], summary'

/** Sets a field's value as typing would, so React's state follows. */
function typeInto(field: Element, value: string) {
  const proto = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }))
}

/**
 * Keeps what a student does on the first view before the shell has rendered over it
 * (docs/decisions/0624-first-views-in-the-page.md): the page that replaces the view has the same elements in the
 * same places, so the last button pressed is pressed there, what was typed is typed there, a form sent is sent
 * there and the focus stays where it was. Links need none of this: they navigate on their own.
 */
export function recordFirstViewInput(root: HTMLElement) {
  const views = Array.from(root.querySelectorAll(':scope > [data-first-view]'))
  if (views.length === 0) return
  let pressed: Mark | undefined
  let submitted: Mark | undefined
  let focused: Mark | undefined
  const markOf = (element: Element | null): Mark | undefined => {
    const view = element?.closest('[data-first-view]')
    return element && view
      ? { path: pathTo(view, element), tagName: element.tagName, text: element.textContent ?? '' }
      : undefined
  }
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(pressable) : null
    const mark = markOf(target)
    if (!mark) return
    event.preventDefault()
    pressed = mark
  }
  // Enter in a field: the form is sent by the page that replaces the view, not by the browser, which would load a page.
  const onSubmit = (event: SubmitEvent) => {
    const mark = markOf(event.target instanceof HTMLFormElement ? event.target : null)
    if (!mark) return
    event.preventDefault()
    submitted = mark
  }
  const onFocus = (event: FocusEvent) => {
    focused = markOf(event.target instanceof Element ? event.target : null) ?? focused
  }
  // A tap elsewhere leaves the field: its focus is not given back (on a phone that would open the keyboard again).
  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target?.closest('input, textarea, select')) focused = undefined
  }
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
  root.addEventListener('focusin', onFocus)
  root.addEventListener('pointerdown', onPointerDown, true)

  const replay = () => {
    root.removeEventListener('click', onClick, true)
    root.removeEventListener('submit', onSubmit, true)
    root.removeEventListener('focusin', onFocus)
    root.removeEventListener('pointerdown', onPointerDown, true)
    const typed: Typed[] = views.flatMap((view) =>
      Array.from(view.querySelectorAll('input, textarea, select')).flatMap((field) => {
        const changed =
          field instanceof HTMLSelectElement
            ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
            : (field as HTMLInputElement | HTMLTextAreaElement).value !==
              (field as HTMLInputElement | HTMLTextAreaElement).defaultValue
        const value = (field as HTMLInputElement).value
        const mark = { path: pathTo(view, field), tagName: field.tagName, text: field.textContent ?? '' }
        return changed ? [{ ...mark, value }] : []
      }),
    )
    // The element in the same place, if it is the same (a page released since the view was built may differ).
    const same = (mark: Mark) => {
      const element = elementAt(root, mark.path)
      const matches = element?.tagName === mark.tagName && (element.textContent ?? '') === mark.text
      return matches ? element : undefined
    }
    for (const field of typed) {
      const element = same(field)
      if (element) typeInto(element, field.value)
    }
    const focus = focused && same(focused)
    if (
      focus instanceof HTMLElement &&
      (!document.activeElement || document.activeElement === document.body)
    ) {
      focus.focus()
    }
    const press = pressed && same(pressed)
    if (press instanceof HTMLElement) press.click()
    const form = submitted && same(submitted)
    if (form instanceof HTMLFormElement) form.requestSubmit()
  }

  // The shell's first render replaces the views; the page it renders is in place when this observer hears of it.
  const observer = new MutationObserver(() => {
    if (views.some((view) => view.isConnected)) return
    observer.disconnect()
    replay()
  })
  observer.observe(root, { childList: true })
}
