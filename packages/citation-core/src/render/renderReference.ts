import type { CslItem } from '../csl/CslItem.ts'
import { composeReference } from './composeReference.ts'
import { layoutFor } from './layoutFor.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

/** The reference-list entry of one item in RMIT Harvard (Easy Cite). */
export function renderReference(formatId: number, item: CslItem): Rendered {
  return toRendered(composeReference(layoutFor(formatId), item))
}
