/**
 * Text as the search compares it: lower case, accents and diacritics removed (`Nguyễn` → `nguyen`), `đ` read as
 * `d` (it has no decomposition), runs of spaces as one.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
}
