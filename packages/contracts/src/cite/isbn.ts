/**
 * What an ISBN typed or pasted reads as (docs/product/citations.md#one-box): the ISBN-13 it stands for (an ISBN-10
 * is converted, so one book has one key) and its ISBN-10 when there is one; or why it is not one. Used by the
 * citation remote's box, to answer at once, and by the cite service, which checks again.
 */
export type IsbnReading =
  | { kind: 'isbn'; isbn13: string; isbn10: string | null }
  /** Ten or thirteen digits whose check digit does not add up: a digit is likely mistyped. */
  | { kind: 'bad-checksum'; digits: string }
  /** Thirteen digits that do not start with 978 or 979, the only ISBN-13 prefixes. */
  | { kind: 'bad-prefix'; digits: string }
  | { kind: 'not-isbn' }

/** `ISBN`, `ISBN-13:`, `isbn 10`, before the number. */
const label = /^isbn(?:[-\s]?1[03])?:?\s*/i
/** Digits with the hyphens and spaces of print, an ISBN-10 possibly ending in X. */
const written = /^\d[\d\s-]*[\dXx]$/

/** The ISBN-10 check digit of its first nine digits (`X` for 10). */
function check10(nine: string): string {
  let sum = 0
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(nine[i])
  const digit = (11 - (sum % 11)) % 11
  return digit === 10 ? 'X' : String(digit)
}

/** The ISBN-13 check digit of its first twelve digits. */
function check13(twelve: string): string {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(twelve[i])
  return String((10 - (sum % 10)) % 10)
}

/**
 * Reads `978-0-14-032872-1`, `0140328726`, `ISBN 0-14-032872-X`... An ISBN-13 starting with 978 also has an
 * ISBN-10; one starting with 979 has none.
 */
export function readIsbn(input: string): IsbnReading {
  const text = input.trim().replace(label, '')
  if (!written.test(text)) return { kind: 'not-isbn' }
  const digits = text.replace(/[\s-]/g, '').toUpperCase()
  if (digits.length === 10 && /^\d{9}[\dX]$/.test(digits)) {
    if (check10(digits.slice(0, 9)) !== digits[9]) return { kind: 'bad-checksum', digits }
    const twelve = `978${digits.slice(0, 9)}`
    return { kind: 'isbn', isbn13: twelve + check13(twelve), isbn10: digits }
  }
  if (digits.length === 13 && /^\d{13}$/.test(digits)) {
    if (!/^97[89]/.test(digits)) return { kind: 'bad-prefix', digits }
    if (check13(digits.slice(0, 12)) !== digits[12]) return { kind: 'bad-checksum', digits }
    const isbn10 = digits.startsWith('978') ? digits.slice(3, 12) + check10(digits.slice(3, 12)) : null
    return { kind: 'isbn', isbn13: digits, isbn10 }
  }
  return { kind: 'not-isbn' }
}
