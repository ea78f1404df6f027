import type { CslItem } from '../csl/CslItem.ts'
import type { Composer } from './Composer.ts'
import { itemText } from './itemText.ts'
import type { ResolvedTitleStyle } from './titleStyle.ts'

/** Writes the title as typed, italic or in single quotes, then an English translation in brackets. */
export function writeTitle(out: Composer, item: CslItem, style: ResolvedTitleStyle): void {
  const title = itemText(item, 'title')
  if (title === '') return
  if (style === 'quoted') out.put(`'${title}'`)
  else out.put(title, style === 'italic')
  const translated = itemText(item, 'translated-title')
  if (translated !== '') out.append(` (${translated})`)
}
