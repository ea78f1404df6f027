import type { CslItem } from '../csl/CslItem.ts'
import { Composer } from './Composer.ts'
import { descriptorText } from './descriptorText.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'
import type { Segment } from './Rendered.ts'
import { resolveTitleStyle } from './titleStyle.ts'
import { writeBodyPart } from './writeBody.ts'
import { writeEnding } from './writeEnding.ts'
import { writeHead } from './writeHead.ts'
import { writeTitle } from './writeTitle.ts'

/** Lays one reference out as segments: head, title, descriptor, body, ending and closing full stop. */
export function composeReference(layout: ReferenceLayout, item: CslItem): Segment[] {
  const out = new Composer()
  const style = resolveTitleStyle(layout, item)
  const head = writeHead(out, layout, item, style)
  if (!head.titleUsed) writeTitle(out, item, style)
  const descriptor = descriptorText(layout.descriptor, item)
  if (descriptor !== '') out.separate(' ').put(`[${descriptor}]`)
  for (const part of layout.body) writeBodyPart(out, part, item, head)
  writeEnding(out, layout, item)
  return out.segments
}
