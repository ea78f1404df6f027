const needsEscape = /[&<>"]/
const escapable = /[&<>"]/g
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Escapes text for an HTML text node or attribute value. */
export function escapeHtml(text: string): string {
  return needsEscape.test(text) ? text.replace(escapable, (c) => entities[c]!) : text
}
