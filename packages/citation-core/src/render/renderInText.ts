import type { CslItem } from '../csl/CslItem.ts'
import type { StyleOptions } from '../styles/citationStyles.ts'
import { cslRenderer } from '../styles/styleRegistry.ts'
import { composeInText, type InTextOptions as RmitInTextOptions } from './composeInText.ts'
import { layoutFor } from './layoutFor.ts'
import type { Rendered } from './Rendered.ts'
import { toRendered } from './toRendered.ts'

export interface InTextOptions extends RmitInTextOptions, StyleOptions {
  /** A numeric style's number for the work: its place in order of first citation (default 1). */
  citationNumber?: number
}

/**
 * The in-text citation of one item: parenthetical by default, narrative on request, with an optional locator; in
 * RMIT Harvard by default or in `options.style` (loaded with `loadStyle` first). A numeric style has one form,
 * its number (`[1]`, `(1)`), narrative or not.
 */
export function renderInText(formatId: number, item: CslItem, options: InTextOptions = {}): Rendered {
  const { style = 'rmit-harvard', citationNumber, ...rest } = options
  if (style !== 'rmit-harvard')
    return toRendered(cslRenderer(style).inText(formatId, item, { ...rest, citationNumber }))
  return toRendered(composeInText(layoutFor(formatId), item, rest))
}
