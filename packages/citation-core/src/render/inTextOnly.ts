import type { CslItem } from '../csl/CslItem.ts'
import { creatorGroups } from './creators.ts'
import { layoutFor } from './layoutFor.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'

/** True when the layout cites this item in text only, so it has no place in the reference list. */
export function layoutIsInTextOnly(layout: ReferenceLayout, item: CslItem): boolean {
  return layout.inTextOnlyWithoutAuthor === true && creatorGroups(layout, item).length === 0
}

/**
 * True when the guide cites this item in text only and leaves it out of the reference list: an encyclopedia or
 * dictionary entry (format 4) with no author. `renderReference` still writes its would-be reference (the form's
 * preview shows it); `renderBibliography` flags it, and `toClipboard` and `exportDocx` leave it out.
 */
export function isInTextOnly(formatId: number, item: CslItem): boolean {
  return layoutIsInTextOnly(layoutFor(formatId), item)
}
