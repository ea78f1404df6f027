/** What a file or folder is, in a word a student knows (a table's Type column, the viewer's details). */
export function fileTypeLabel(item: { type: 'folder' | 'file'; mime_type: string | null }): string {
  if (item.type === 'folder') return 'Folder'
  const mime = item.mime_type ?? ''
  if (mime === 'application/pdf') return 'PDF'
  if (mime.includes('wordprocessingml')) return 'Word'
  if (mime.includes('presentationml')) return 'PowerPoint'
  // The old binary formats share one container type: the bytes do not say which program wrote them.
  if (mime === 'application/x-cfb') return 'Word or PowerPoint'
  if (mime.startsWith('image/')) return `${mime.slice('image/'.length).toUpperCase()} image`
  if (mime.startsWith('video/')) return `${mime.slice('video/'.length).toUpperCase()} video`
  return 'File'
}
