/**
 * `@unikit/citation-core/interchange`: import and export as CSL-JSON, RIS and BibTeX. RIS and BibTeX go
 * through citation.js, so this entry is kept apart from the main one for the browser to load on demand.
 */

export { fromBibtex, toBibtex } from './interchange/bibtex.ts'
export { entryFromItem, FORMAT_ID_KEY, fromCslJson, toCslJson } from './interchange/cslJson.ts'
export { normalizeItem } from './interchange/normalizeItem.ts'
export { fromRis, toRis } from './interchange/ris.ts'
