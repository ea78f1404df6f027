import type { CslItem } from '../csl/CslItem.ts'
import type { Composer } from './Composer.ts'
import { creatorGroups, creatorsText } from './creators.ts'
import { formatDate } from './formatDate.ts'
import { itemText } from './itemText.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'
import type { ResolvedTitleStyle } from './titleStyle.ts'
import { writeTitle } from './writeTitle.ts'

/** What the head used up, so the body does not repeat it. */
export interface HeadResult {
  titleUsed: boolean
  containerUsed: boolean
}

function writeStandIn(
  out: Composer,
  layout: ReferenceLayout,
  item: CslItem,
  style: ResolvedTitleStyle,
): HeadResult {
  const container = itemText(item, 'container-title')
  switch (layout.noAuthor) {
    case 'container':
      if (container !== '') {
        out.put(container)
        return { titleUsed: false, containerUsed: false }
      }
      break
    case 'container-italic':
      if (container !== '') {
        out.put(container, true)
        return { titleUsed: false, containerUsed: true }
      }
      break
    case 'title-italic':
      writeTitle(out, item, 'italic')
      return { titleUsed: true, containerUsed: false }
  }
  writeTitle(out, item, style)
  return { titleUsed: true, containerUsed: false }
}

/** Writes `Creators (date)`, or the no-author stand-in and the date, and closes the head. */
export function writeHead(
  out: Composer,
  layout: ReferenceLayout,
  item: CslItem,
  style: ResolvedTitleStyle,
): HeadResult {
  const groups = creatorGroups(layout, item)
  let result: HeadResult = { titleUsed: false, containerUsed: false }
  if (groups.length > 0) out.put(creatorsText(groups))
  else result = writeStandIn(out, layout, item, style)
  out.separate(' ').put(`(${formatDate(item.issued, layout.date, itemText(item, 'year-suffix'))})`)
  out.closeHead()
  return result
}
