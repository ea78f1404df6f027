import type { MenuGroup } from './types.ts'

/** The grouped format menu (docs/product/citations.md#formats). Format 65 is not listed: it is reached from format 22. */
export const formatMenu: readonly MenuGroup[] = [
  { key: 'book', label: 'Book', formatIds: [1, 2, 3, 43, 39, 4, 5, 6] },
  { key: 'journals', label: 'Journals', formatIds: [7, 8] },
  { key: 'newspapers', label: 'Newspapers', formatIds: [9, 10] },
  { key: 'social-media', label: 'Social media', formatIds: [11, 12] },
  { key: 'websites', label: 'Website and webpage documents', formatIds: [13, 14] },
  { key: 'reports', label: 'Reports/Datasets/standard', formatIds: [15, 16, 17, 18, 19, 20, 21] },
  { key: 'audio-visual', label: 'Audio visual', formatIds: [22, 23, 24, 25, 26, 27] },
  { key: 'images', label: 'Images and figures', formatIds: [28, 29, 38] },
  { key: 'conference-papers', label: 'Conference Papers', formatIds: [30, 31, 32, 40] },
  { key: 'theses', label: 'Theses', formatIds: [37, 41, 42] },
  { key: 'other', label: 'Other sources', formatIds: [33, 34, 35, 36] },
]
