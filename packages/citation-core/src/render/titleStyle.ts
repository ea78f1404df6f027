import type { CslItem } from '../csl/CslItem.ts'
import { itemText } from './itemText.ts'
import type { ReferenceLayout } from './ReferenceLayout.ts'

export type ResolvedTitleStyle = 'italic' | 'quoted' | 'plain'

/** The style the title takes in this item: a song is quoted and an album italic; `Homepage` stays plain. */
export function resolveTitleStyle(layout: ReferenceLayout, item: CslItem): ResolvedTitleStyle {
  if (layout.title === 'song') return itemText(item, 'genre').toLowerCase() === 'song' ? 'quoted' : 'italic'
  if (layout.homepage && itemText(item, 'title') === 'Homepage') return 'plain'
  return layout.title
}
