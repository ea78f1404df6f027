/**
 * `attachment; filename="Bai luan.docx"; filename*=UTF-8''B%C3%A0i%20lu%E1%BA%ADn.docx` (RFC 6266, RFC 8187):
 * browsers use the UTF-8 form, so Vietnamese names arrive intact; the quoted ASCII form is for old clients.
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  return `${type}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeRfc8187(fileName)}`
}

function asciiFallback(name: string): string {
  return name
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_')
}

/** RFC 8187 `attr-char` stays; everything else is percent-encoded UTF-8. */
function encodeRfc8187(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}
