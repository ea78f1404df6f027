import type { ReactNode } from 'react'

/** One tab of a desk. */
export type DeskTab = {
  /** In the address as `?tab=<id>`; the first tab is the desk's home and leaves the address bare. */
  id: string
  label: string
  /** What the tab shows; called only while the tab is selected, so a hidden tab loads nothing. */
  render: () => ReactNode
}
