import type { CslName } from '../csl/CslItem.ts'

/**
 * Vietnamese family names, folded (no diacritics, `đ` as `d`): the hundred or so that cover nearly everyone.
 * `van` is left out: it is almost always a middle name (Nguyễn Văn An).
 */
const families = new Set(
  (
    'nguyen tran le pham hoang huynh phan vu vo dang bui do ho ngo duong ly truong dinh doan lam mai trinh ' +
    'luong cao ta ha kim chau luu tong quach thai la lai phung ton tang vuong khuc giang hua thach diep mac ' +
    'au ung kieu han nghiem trieu dao tieu lu nong hau quan khong thieu chu nghiem luc tu bach doan hong'
  ).split(' '),
)

/** Family names that are as often given names: first in a two-word name they leave the order unclear. */
const alsoGiven = new Set(['mai', 'kim', 'lam', 'ha', 'hong', 'thai', 'chau', 'giang', 'quan', 'tu', 'hoang'])

/** One Vietnamese syllable, folded: an initial consonant, one to three vowels and a final consonant. */
const syllable =
  /^(?:ngh|ng|nh|ch|gh|gi|kh|ph|qu|th|tr|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ng|nh|ch|[cmnpt])?$/

/** Short English words that also read as syllables (`the`, `of`): never part of a name. */
const notNames = new Set(['the', 'of', 'on', 'in', 'and', 'at', 'for', 'by'])
/** The middle names that mark the Vietnamese order beyond doubt. */
const middles = new Set(['van', 'thi'])

export function foldVietnamese(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase()
}

/**
 * A Vietnamese name written in its own order, family name first (`Nguyễn Văn An`, `Tran Thi Mai`), as a CSL
 * name: `{ family: 'Nguyễn', given: 'Văn An' }`, so it is cited `Nguyễn VA`. Two to four words, each a
 * Vietnamese syllable, the first a family name. `Mai Nguyen` or `David Nguyen`, written given name first, are
 * not: there the family name is last (docs/decisions/0738-vietnamese-names-family-name-first.md).
 */
export function vietnameseName(name: string): CslName | undefined {
  const words = name.trim().split(/\s+/)
  if (words.length < 2 || words.length > 4) return undefined
  const folded = words.map(foldVietnamese)
  if (!folded.every((word) => syllable.test(word))) return undefined
  const [first, ...rest] = folded as [string, ...string[]]
  if (!families.has(first) || rest.some((word) => notNames.has(word))) return undefined
  // `Mai Nguyen`, `Kim Tran`, `Hoang Minh`: a given name first, the family name last, unless a Văn or Thị
  // follows it (Hoàng Văn Thái).
  const unclear = alsoGiven.has(first) && (words.length === 2 || families.has(folded.at(-1)!))
  if (unclear && !middles.has(rest[0]!)) return undefined
  return { family: words[0]!, given: words.slice(1).join(' ') }
}
