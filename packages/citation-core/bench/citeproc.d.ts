/** The parts of citeproc-js (no type definitions of its own) the benchmark uses. */
declare module 'citeproc' {
  interface Sys {
    retrieveLocale(lang: string): string
    retrieveItem(id: string): unknown
  }
  class Engine {
    constructor(sys: Sys, style: string, lang?: string)
    updateItems(ids: string[]): void
    makeBibliography(): [unknown, string[]]
  }
  const CSL: { Engine: typeof Engine }
  export default CSL
}
