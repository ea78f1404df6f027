/**
 * The smallest file the upload reads as a Word document by its bytes: a zip whose first entry is
 * `[Content_Types].xml` and which holds `word/document.xml`, both stored uncompressed, as a .docx is laid out.
 */
export function wordFile(): Uint8Array<ArrayBuffer> {
  const encode = (text: string) => new TextEncoder().encode(text)
  const entries = [
    {
      name: encode('[Content_Types].xml'),
      body: encode('<Types><Override PartName="/word/document.xml"/></Types>'),
    },
    { name: encode('word/document.xml'), body: encode('<w:document>Bài luận</w:document>') },
  ]
  const parts = entries.flatMap(({ name, body }) => {
    const header = new Uint8Array(30)
    const view = new DataView(header.buffer)
    view.setUint32(0, 0x04034b50, true)
    view.setUint16(4, 20, true)
    view.setUint32(18, body.length, true)
    view.setUint32(22, body.length, true)
    view.setUint16(26, name.length, true)
    return [header, name, body]
  })
  return concat(parts)
}

function concat(parts: Uint8Array<ArrayBuffer>[]): Uint8Array<ArrayBuffer> {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    all.set(part, at)
    at += part.length
  }
  return all
}

/**
 * A multipart body with one file, as a browser's form sends it, built by hand: Node's fetch cannot send the test
 * page's (jsdom's) FormData.
 */
export function multipartFile(
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
): { body: Uint8Array<ArrayBuffer>; contentType: string } {
  const boundary = `----unikit${Math.random().toString(16).slice(2)}`
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  )
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`)
  return { body: concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` }
}
