import { TextDecoder } from 'node:util'

/** `charset=` of a Content-Type header or of a `<meta>` in the page's first bytes. */
const charsetPattern = /charset\s*=\s*["']?([\w.:-]+)/i

/**
 * The page's bytes as text: the charset of the Content-Type header, else of a `<meta charset>` (or
 * `http-equiv`) in the first 1024 bytes, as browsers look for it; UTF-8 when neither names one we know.
 * A byte-order mark wins over both.
 */
export function decodeHtml(bytes: Uint8Array, contentType: string): string {
  const label = bomCharset(bytes) ?? declaredCharset(contentType) ?? metaCharset(bytes) ?? 'utf-8'
  return decoder(label).decode(bytes)
}

function bomCharset(bytes: Uint8Array): string | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  return undefined
}

function declaredCharset(contentType: string): string | undefined {
  return charsetPattern.exec(contentType)?.[1]
}

function metaCharset(bytes: Uint8Array): string | undefined {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
  for (const tag of head.match(/<meta\b[^>]*>/gi) ?? []) {
    const charset = charsetPattern.exec(tag)?.[1]
    if (charset) return charset
  }
  return undefined
}

function decoder(label: string): TextDecoder {
  try {
    return new TextDecoder(label)
  } catch {
    // An unknown or misspelt label: browsers fall back too, and UTF-8 is what nearly every page is.
    return new TextDecoder('utf-8')
  }
}
