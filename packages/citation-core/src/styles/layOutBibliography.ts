import type { CitationEntry } from '../csl/CslItem.ts'
import { composeBibliography } from '../render/composeBibliography.ts'
import { composeInText } from '../render/composeInText.ts'
import { layoutFor } from '../render/layoutFor.ts'
import { DEFAULT_STYLE_ID, type StyleId } from './citationStyles.ts'
import type { LaidOutEntry } from './LaidOutEntry.ts'
import { cslRenderer } from './styleRegistry.ts'

/**
 * The reference list of `entries` in a style, with each entry's in-text forms: RMIT Harvard from this package's
 * renderer, any other style from its loaded CSL renderer (`loadStyle` first).
 */
export function layOutBibliography(
  entries: readonly CitationEntry[],
  style: StyleId = DEFAULT_STYLE_ID,
): LaidOutEntry[] {
  if (style !== 'rmit-harvard') return cslRenderer(style).bibliography(entries)
  return composeBibliography(entries).map((entry) => {
    const layout = layoutFor(entry.formatId)
    const options = { withInitials: entry.withInitials }
    return {
      index: entry.index,
      formatId: entry.formatId,
      item: entry.item,
      segments: entry.segments,
      inText: composeInText(layout, entry.item, options),
      narrative: composeInText(layout, entry.item, { ...options, narrative: true }),
      inTextOnly: entry.inTextOnly,
    }
  })
}
