import { listParagraphs } from './listParagraphs.ts'

/** A Word document read for the checker: the reference list and, before it, the body with its citations. */
export type DocumentParts = {
  /** The list's paragraphs as HTML (italics as `<i>`), for the checker. */
  listHtml: string
  /** The text of the body's paragraphs, for the in-text check; empty when the document has no list heading. */
  body: string[]
  /** Whether a "References" or "Reference list" heading split the document. */
  split: boolean
}

/** The headings a reference list goes under; a bold paragraph counts as one too, as students often type it. */
const LIST_HEADING = /^(references?|reference list|bibliography|works cited)\s*:?$/i
const HEADING = /^H[1-6]$/

const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The paragraphs of a block: a list's items one by one, anything else whole. */
function paragraphs(element: Element): Element[] {
  if (element.tagName === 'UL' || element.tagName === 'OL') return [...element.querySelectorAll('li')]
  return [element]
}

/**
 * Splits the HTML `mammoth` makes of a `.docx` (docs/product/citations.md#checking-a-reference-list): with a
 * heading "References" or "Reference list" (the last one, should the text mention it earlier), the paragraphs
 * after it are the list (up to the next heading, an appendix) and those before it the body; without one, the
 * whole document is the list.
 */
export function documentParts(html: string): DocumentParts {
  const root = new DOMParser().parseFromString(html, 'text/html').body
  const blocks = [...root.children].flatMap(paragraphs)
  const headingAt = blocks.findLastIndex((block) => LIST_HEADING.test(text(block)))
  const list = headingAt < 0 ? blocks : blocks.slice(headingAt + 1)
  const end = list.findIndex((block) => HEADING.test(block.tagName))
  const listBlocks = (end < 0 ? list : list.slice(0, end)).filter((block) => text(block) !== '')
  const listHtml = listBlocks
    .flatMap((block) => listParagraphs(block.outerHTML))
    .map((paragraph) => `<p>${paragraph.html}</p>`)
    .join('\n')
  const body = headingAt < 0 ? [] : blocks.slice(0, headingAt).map(text).filter(Boolean)
  return { listHtml, body, split: headingAt >= 0 }
}
