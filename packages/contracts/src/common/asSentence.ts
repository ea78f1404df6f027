/**
 * A phrase someone typed (a reason, a note) as the end of a sentence: trimmed, with a full stop added only when it
 * has no closing punctuation of its own, so "Not a Word file." never reads "Not a Word file..".
 */
export function asSentence(text: string): string {
  const trimmed = text.trim().replace(/\s+$/u, '')
  if (trimmed === '') return ''
  return /[.!?…]["'”’)]*$/u.test(trimmed) ? trimmed : `${trimmed}.`
}
