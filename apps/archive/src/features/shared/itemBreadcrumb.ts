import type { BreadcrumbItem } from '@unikit/design-system'
import { rootPlace } from './rootPlace.ts'

/** The trail to an item: its root (Core courses or Majors), each folder down to its parent, then the item itself. */
export function itemBreadcrumb(item: {
  root: string
  name: string
  path: { id: string; name: string }[]
}): BreadcrumbItem[] {
  const root = rootPlace(item.root)
  return [
    { label: root.label, href: root.href },
    ...item.path.map((folder) => ({ label: folder.name, href: `/archive/folder/${folder.id}` })),
    { label: item.name },
  ]
}
