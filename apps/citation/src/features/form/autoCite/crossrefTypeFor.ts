/**
 * The Crossref work type a title search is narrowed to for the format being filled in, where the format
 * names one kind of work. Other formats search every type: Crossref files books under several types
 * (book, monograph, edited-book...), and a web page has none.
 */
const crossrefTypes: Record<number, string> = {
  7: 'journal-article',
  8: 'journal-article',
  3: 'book-chapter',
  43: 'book-chapter',
  30: 'proceedings-article',
  31: 'proceedings-article',
  40: 'proceedings-article',
  37: 'dissertation',
  41: 'dissertation',
  42: 'dissertation',
}

export function crossrefTypeFor(formatId: number): string | undefined {
  return crossrefTypes[formatId]
}
