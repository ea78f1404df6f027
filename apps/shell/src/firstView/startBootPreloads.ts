/** What composeFirstView keeps the shell's start-up script preloads in, on a page with a first view. */
const held = 'template[data-after-first-view]'

/**
 * Starts the downloads of the shell's start-up scripts that a page with a first view holds back until it has painted
 * (they would share the line with its stylesheets and fonts), all at once, so the start can then evaluate them one
 * at a time without waiting for each (docs/decisions/0762-a-start-in-short-tasks.md).
 */
export function startBootPreloads(doc: Document = document) {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(held)) {
    doc.head.append(template.content.cloneNode(true))
    template.remove()
  }
}
