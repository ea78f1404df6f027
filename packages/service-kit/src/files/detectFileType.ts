import { fileTypeFromBuffer } from 'file-type'
import { fileTypes } from './fileTypes.ts'

/** A zip entry's local header (`PK\3\4`, 26 bytes of fields) followed by its name. */
const OFFICE_PARTS: [RegExp, string][] = [
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the zip signature is binary
  [/PK\x03\x04[\s\S]{26}word\//, fileTypes.docx],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the zip signature is binary
  [/PK\x03\x04[\s\S]{26}xl\//, fileTypes.xlsx],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the zip signature is binary
  [/PK\x03\x04[\s\S]{26}ppt\//, fileTypes.pptx],
]

/**
 * The MIME type of a file from its first bytes. `file-type` reads signatures; where it stops at "zip" because
 * the sample ends before the part it looks for, the zip's own entry names (`word/...`) tell an Office file
 * apart. Bytes with no signature are `text/plain` when they are UTF-8 without NUL, else
 * `application/octet-stream`.
 */
export async function detectFileType(sample: Uint8Array): Promise<string> {
  const detected = await fileTypeFromBuffer(sample)
  if (detected?.mime === fileTypes.zip) {
    const latin1 = Buffer.from(sample.buffer, sample.byteOffset, sample.byteLength).toString('latin1')
    for (const [part, mime] of OFFICE_PARTS) if (part.test(latin1)) return mime
  }
  if (detected) return detected.mime
  return looksLikeText(sample) ? fileTypes.text : 'application/octet-stream'
}

function looksLikeText(sample: Uint8Array): boolean {
  if (sample.includes(0)) return false
  try {
    // stream: a character cut at the sample's end is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true })
    return true
  } catch {
    return false
  }
}
