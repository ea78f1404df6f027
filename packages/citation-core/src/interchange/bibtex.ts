import type { CitationEntry } from '../csl/CslItem.ts'
import { formatWithCitationJs, parseWithCitationJs } from './citationJs.ts'

/** Reads a BibTeX or BibLaTeX file as citation entries; LaTeX accents become Unicode (`{\~{\^e}}` → `ễ`). */
export function fromBibtex(text: string): CitationEntry[] {
  return parseWithCitationJs(text, '@biblatex/text', 'BibTeX')
}

/** Writes entries as a BibTeX file. */
export function toBibtex(entries: readonly CitationEntry[]): string {
  return formatWithCitationJs(entries, 'bibtex')
}
