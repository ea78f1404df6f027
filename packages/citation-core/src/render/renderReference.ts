import type { CslItem } from '../csl/CslItem.ts'
import type { StyleOptions } from '../styles/citationStyles.ts'
import { cslRenderer } from '../styles/styleRegistry.ts'
import { composeReference } from './composeReference.ts'
import { layoutFor } from './layoutFor.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

/**
 * The reference-list entry of one item: in RMIT Harvard (Easy Cite) by default, or in `options.style` (a CSL
 * style must be loaded with `loadStyle` first; a numeric style's label is left out).
 */
export function renderReference(formatId: number, item: CslItem, options: StyleOptions = {}): Rendered {
  const { style = 'rmit-harvard' } = options
  if (style !== 'rmit-harvard') return toRendered(cslRenderer(style).reference(formatId, item))
  return toRendered(composeReference(layoutFor(formatId), item))
}
