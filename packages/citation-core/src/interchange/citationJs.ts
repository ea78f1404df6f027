import { type CSL, plugins } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import type { CitationEntry } from '../csl/CslItem.ts'
import { entryFromItem } from './cslJson.ts'
import { normalizeItem } from './normalizeItem.ts'

/** The citation.js input type each format is parsed as; forcing it keeps citation.js from fetching URLs. */
export type CitationJsInput = '@ris/file' | '@biblatex/text'

/** Parses a file through citation.js as one forced input type and maps the items to citation entries. */
export function parseWithCitationJs(
  text: string,
  forceType: CitationJsInput,
  label: string,
): CitationEntry[] {
  if (text.trim() === '') return []
  let items: CSL[]
  try {
    items = plugins.input.chain(text, {
      forceType,
      target: '@csl/list+object',
      generateGraph: false,
      strict: false,
      maxChainLength: 10,
    })
  } catch (error) {
    throw new SyntaxError(`Could not read the ${label} file: ${(error as Error).message}`)
  }
  if (items.length === 0) throw new SyntaxError(`No references found in the ${label} file`)
  return items.map((raw) => entryFromItem(normalizeItem(raw)))
}

/** citation.js output formats are registered by plugins at run time, so its types do not list them. */
type Formatter = (format: string, data: CSL[], options: { format: 'text' }) => unknown

/** Writes entries through a citation.js output plugin (`ris`, `bibtex`). */
export function formatWithCitationJs(entries: readonly CitationEntry[], format: 'ris' | 'bibtex'): string {
  const data = entries.map(
    ({ item }, index) => ({ ...item, id: String(item.id ?? `item${index + 1}`) }) as CSL,
  )
  return String((plugins.output.format as Formatter)(format, data, { format: 'text' }))
}
