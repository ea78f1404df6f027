const extensions: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': '.pptx',
  'application/x-cfb': '.doc',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
}

/** The saved file's name: the title with the extension its type calls for. */
export function downloadName(title: string, mimeType: string | null): string {
  const extension = extensions[mimeType ?? ''] ?? ''
  return title.toLowerCase().endsWith(extension) ? title : `${title}${extension}`
}
