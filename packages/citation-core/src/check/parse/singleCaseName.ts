import type { CslName } from '../../csl/CslItem.ts'
import { foldVietnamese, vietnameseName } from '../../lookup/vietnameseName.ts'

/** How a person written all in one case was read, for the problem list. */
export interface SingleCaseName {
  name: CslName
  /** Written in lower case (`nguyen van a`), not in capitals (`NGUYEN VAN A`). */
  lower: boolean
  /** Read family name first as a Vietnamese name. */
  vietnamese: boolean
  /** Given names written in full (`john smith`), where RMIT Harvard has initials. */
  fullName: boolean
}

/** Words of organisations, never of a person's name (`WORLD HEALTH ORGANIZATION`, `abc news`). */
const organisationWords = new Set(
  (
    'of and the for university department ministry institute council bank group company association ' +
    'organisation organization world health news office government centre center school college agency ' +
    'bureau commission foundation library museum society trust services national international'
  ).split(' '),
)

/** A word only an organisation's name has (`NEWS`, `University`): never read as initials or a person. */
export function hasOrganisationWord(text: string): boolean {
  return text.split(/\s+/).some((word) => organisationWords.has(foldVietnamese(word)))
}

/** `ZUFFEREY` → `Zufferey`, `MARTINEZ-DIAZ` → `Martinez-Diaz`, `nguyen` → `Nguyen`. */
export function titleCase(name: string): string {
  return name
    .toLowerCase()
    .replace(/(^|[-'’ ])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase())
}

/**
 * A person written all in lower case or all in capitals, two to four words (docs/product/citation-checker.md):
 * a Vietnamese name family name first (`nguyen van a` → Nguyen VA), a family name and initials (`smith j`,
 * `SMITH JD`), or a given name and a family name (`john smith` → Smith J). Organisations are left alone.
 */
export function singleCaseName(token: string): SingleCaseName | undefined {
  const words = token.trim().split(/\s+/)
  if (words.length < 2 || words.length > 4 || !words.every((word) => /^\p{L}[\p{L}'’-]*$/u.test(word)))
    return undefined
  const lower = token === token.toLowerCase()
  if (lower === (token === token.toUpperCase())) return undefined
  if (hasOrganisationWord(token)) return undefined
  const cased = words.map(titleCase)
  const vietnamese = vietnameseName(cased.join(' '))
  if (vietnamese) return { name: vietnamese, lower, vietnamese: true, fullName: false }
  const last = words.at(-1)!
  if (words.length === 2 && last.length <= 3) {
    return {
      name: { family: cased[0]!, given: last.toUpperCase() },
      lower,
      vietnamese: false,
      fullName: false,
    }
  }
  if (words.length > 3) return undefined
  const name = { family: cased.at(-1)!, given: cased.slice(0, -1).join(' ') }
  return { name, lower, vietnamese: false, fullName: true }
}
