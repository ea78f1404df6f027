import type { CslItem } from '../csl/CslItem.ts'

/** What auto-cite found: the format to use, the filled item and the CSL variables it could not find. */
export interface LookupSuggestion {
  formatId: number
  item: CslItem
  /** Empty when complete (docs/product/citations.md#auto-cite): `title`, `author`, `publisher`, `issued`, and for journal articles `container-title`, `volume`, `issue`, `page`. */
  missing: string[]
}
