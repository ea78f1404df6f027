/**
 * Types as `file-type` detects them from the bytes, grouped for routes' allowed lists. Detection never trusts
 * the client's name or Content-Type: an `.exe` renamed `.docx` is detected as `application/x-msdownload`.
 */
export const fileTypes = {
  pdf: 'application/pdf',
  /** Word 2007+ (a zip with a `word/` part). */
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  /**
   * Word 97–2003 `.doc`: a Compound File Binary container. The container is all the bytes tell; `.xls`, `.ppt`
   * and `.msi` share it, which is why such files are only ever downloaded as attachments.
   */
  cfb: 'application/x-cfb',
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  zip: 'application/zip',
  /** Not detected from a signature: valid UTF-8 with no NUL byte (see detectFileType). */
  text: 'text/plain',
} as const

/** Written assignments: PDF, Word (both formats). */
export const documentTypes: readonly string[] = [fileTypes.pdf, fileTypes.docx, fileTypes.cfb]
/** Pictures a browser shows (no SVG: it is active content). */
export const imageTypes: readonly string[] = [fileTypes.png, fileTypes.jpeg, fileTypes.gif, fileTypes.webp]
export const videoTypes: readonly string[] = [fileTypes.mp4, fileTypes.webm]

/**
 * Types that may be shown inline when a route asks for it (the PDF and video viewer, avatars): they run no
 * script in the API's origin. Everything else (HTML, SVG, XML, Office files, unknown bytes) is an attachment.
 */
export const inlineTypes: ReadonlySet<string> = new Set([
  fileTypes.pdf,
  ...imageTypes,
  ...videoTypes,
  fileTypes.mp3,
  fileTypes.text,
])
