import type { CitationEntry } from '../csl/CslItem.ts'
import { formatWithCitationJs, parseWithCitationJs } from './citationJs.ts'

/** Reads an RIS file (EndNote, Zotero, databases) as citation entries; formats are inferred from each item. */
export function fromRis(text: string): CitationEntry[] {
  return parseWithCitationJs(text, '@ris/file', 'RIS')
}

/** Writes entries as an RIS file. */
export function toRis(entries: readonly CitationEntry[]): string {
  return formatWithCitationJs(entries, 'ris')
}
