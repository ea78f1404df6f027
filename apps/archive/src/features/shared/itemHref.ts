/** Where an item opens: a folder's list or a file's viewer. */
export const itemHref = (item: { id: string; type: 'folder' | 'file' }) =>
  item.type === 'folder' ? `/archive/folder/${item.id}` : `/archive/view/${item.id}`
