const MAX_LENGTH = 180
// Control characters, and the format characters that reorder or hide text (bidi overrides, zero-width).
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * A client's file name made fit to show and to offer back as a download name: the last path segment only, no
 * control or direction-changing characters, Unicode NFC (so `ệ` is one character however it was typed), trimmed,
 * at most 180 characters with the extension kept. Vietnamese letters stay as they are. Never used as a key.
 */
export function sanitizeFileName(name: string | undefined, fallback = 'file'): string {
  const base = (name ?? '').normalize('NFC').split(/[\\/]/).pop() ?? ''
  const cleaned = base
    .replace(UNSAFE, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  if (!cleaned) return fallback
  const chars = [...cleaned]
  if (chars.length <= MAX_LENGTH) return cleaned
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : ''
  return (
    chars
      .slice(0, MAX_LENGTH - [...extension].length)
      .join('')
      .trimEnd() + extension
  )
}
