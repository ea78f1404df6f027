/** The two trees students browse, and where each is listed (docs/product/archive.md#folders). */
export type BrowseRoot = 'core' | 'major'

export const browseRoots: readonly BrowseRoot[] = ['core', 'major']

/** A root's name and page; `tmp` (uploads waiting for review) is listed nowhere, so it reads as My uploads. */
export function rootPlace(root: string): { label: string; href: string } {
  if (root === 'major') return { label: 'Majors', href: '/archive/majors' }
  if (root === 'core') return { label: 'Core courses', href: '/archive' }
  return { label: 'My uploads', href: '/archive/uploads' }
}
