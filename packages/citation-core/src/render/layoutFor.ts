import { layouts } from './layouts.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'

/** The layout of a format; throws a RangeError naming the id when the format does not exist. */
export function layoutFor(formatId: number): ReferenceLayout {
  const layout = layouts[formatId]
  if (!layout) throw new RangeError(`Unknown citation format id ${formatId}`)
  return layout
}
