import type { CslItem } from '../csl/CslItem.ts'
import { composeInText, type InTextOptions } from './composeInText.ts'
import { layoutFor } from './layoutFor.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

export type { InTextOptions }

/** The in-text citation of one item: parenthetical by default, narrative on request, with an optional locator. */
export function renderInText(formatId: number, item: CslItem, options?: InTextOptions): Rendered {
  return toRendered(composeInText(layoutFor(formatId), item, options))
}
