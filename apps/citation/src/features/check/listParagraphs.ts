/** One entry's paragraph: its text and the same as escaped HTML with `<i>` for italics, as the engine reads. */
export type ListParagraph = { text: string; html: string }

const BLOCK = new Set([
  'P',
  'DIV',
  'LI',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'TR',
  'BLOCKQUOTE',
  'SECTION',
  'ARTICLE',
  'UL',
  'OL',
  'TABLE',
])
const SKIPPED = new Set(['STYLE', 'SCRIPT', 'HEAD', 'TITLE', 'META', 'LINK', 'TEMPLATE'])

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Italics as Word (`<i>`), browsers (`<em>`) and Google Docs (`font-style: italic`) copy them. */
function italicOf(element: HTMLElement, inherited: boolean): boolean {
  if (element.tagName === 'I' || element.tagName === 'EM') return true
  const style = element.style?.fontStyle
  if (style === 'italic' || style === 'oblique') return true
  if (style === 'normal') return false
  return inherited
}

/**
 * The paragraphs of pasted rich text, each entry one (docs/product/citations.md#checking-a-reference-list):
 * block elements and line breaks end a paragraph; only the text and its italics are kept, so Word's and Google
 * Docs' markup never reaches the checker.
 */
export function listParagraphs(html: string): ListParagraph[] {
  const root = new DOMParser().parseFromString(html, 'text/html').body
  const found: ListParagraph[] = []
  let runs: { text: string; italic: boolean }[] = []
  const flush = () => {
    const text = runs
      .map((run) => run.text)
      .join('')
      .replace(/\s+/g, ' ')
    if (text.trim() !== '') {
      let body = ''
      let open = false
      for (const run of runs) {
        // A space between two italic words stays inside the italics.
        const italic: boolean = run.text.trim() === '' ? open : run.italic
        if (italic !== open) body += italic ? '<i>' : '</i>'
        open = italic
        body += escapeHtml(run.text.replace(/\s+/g, ' '))
      }
      if (open) body += '</i>'
      const html = body
        .replace(/\s+/g, ' ')
        .replace(/<\/i>(\s*)<i>/g, '$1')
        .replace(/<i> /g, ' <i>')
        .replace(/ <\/i>/g, '</i> ')
        .trim()
      found.push({ text: text.trim(), html })
    }
    runs = []
  }
  const walk = (node: Node, italic: boolean) => {
    if (node.nodeType === Node.TEXT_NODE) {
      runs.push({ text: node.textContent ?? '', italic })
      return
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return
    if (node.tagName === 'BR') return flush()
    const block = BLOCK.has(node.tagName)
    if (block) flush()
    const inner = node instanceof HTMLElement ? italicOf(node, italic) : italic
    for (const child of node.childNodes) walk(child, inner)
    if (block) flush()
  }
  walk(root, false)
  flush()
  return found
}

/** The paragraphs of plain text: one a line, blank lines left out. */
export function textParagraphs(text: string): ListParagraph[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => ({ text: line, html: escapeHtml(line) }))
}
