/** The text of an element's accessible description (its `aria-describedby` targets, in order). */
export function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/).filter(Boolean) ?? []
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
}
