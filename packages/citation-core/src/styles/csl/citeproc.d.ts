/** The parts of citeproc-js (no type definitions of its own) this package uses. */
declare module 'citeproc' {
  export interface Sys {
    retrieveLocale(lang: string): string
    retrieveItem(id: string): unknown
  }
  /** One work of a citation cluster. */
  export interface CitationItem {
    id: string
    locator?: string
    label?: string
    'author-only'?: boolean
    'suppress-author'?: boolean
  }
  export interface BibliographyMeta {
    /** The ids of each entry, in the list's order. */
    entry_ids: string[][]
    bibstart: string
    bibend: string
  }
  export class Engine {
    constructor(sys: Sys, style: string, lang?: string, forceLang?: boolean)
    setOutputFormat(format: 'html' | 'text' | 'rtf'): void
    updateItems(ids: string[]): void
    makeBibliography(): [BibliographyMeta, string[]] | false
    makeCitationCluster(items: CitationItem[]): string
  }
  const CSL: { Engine: typeof Engine }
  export default CSL
}
