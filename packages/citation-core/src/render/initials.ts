const separators = /[\s.]+/
const firstLetter = /^[\p{L}\p{N}]\p{M}*/u
const initialsOnly = /^[\p{Lu}]{1,3}$/u

/** The first letter of a name part with its combining marks, upper-cased (`đức` → `Đ`). */
function initialOf(part: string): string {
  const match = firstLetter.exec(part)
  return match ? match[0].toUpperCase() : ''
}

function initialsOfWord(word: string): string {
  // Given names already typed as initials ("AC", "J.R.") keep every letter.
  if (initialsOnly.test(word)) return word
  if (word.includes('-')) {
    return word
      .split('-')
      .map(initialOf)
      .filter((i) => i !== '')
      .join('-')
  }
  return initialOf(word)
}

/** Initials of every given name, without stops or spaces: `Thị Minh` → `TM`, `Jean-Paul` → `J-P`. */
export function initials(given: string | undefined): string {
  if (!given) return ''
  let result = ''
  for (const word of given.normalize('NFC').split(separators)) {
    if (word !== '') result += initialsOfWord(word)
  }
  return result
}
