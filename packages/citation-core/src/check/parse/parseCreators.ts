import type { CslName } from '../../csl/CslItem.ts'
import { parseName } from '../../lookup/parseName.ts'
import { vietnameseName } from '../../lookup/vietnameseName.ts'
import { hasOrganisationWord, singleCaseName, titleCase } from './singleCaseName.ts'

/** Initials as students type them: `C`, `AC`, `C.`, `A. C.`, `J.-P.`, `A.C.` */
const initialsToken = /^(?:\p{Lu}\.?[\s-]?){1,4}$/u
/** RMIT Harvard's `Family GI` (or with stops, `Family G.I.`). */
const familyInitials = /^(.+?)\s+((?:\p{Lu}\.?[\s-]?){1,4})$/u
/** `ABS (Australian Bureau of Statistics)`. */
const abbreviated = /^(\S+)\s+\(([^)]+)\)$/
const capitalisedWords =
  /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}\.?|\p{Lu}[\p{L}'’-]*|de|van|von|der|da|di|du|la|le|dos)){1,3}$/u

export interface Creators {
  names: CslName[]
  /** Two names were joined with `&` (APA, Scholar). */
  ampersand: boolean
  /** Some initials had full stops. */
  initialStops: boolean
  /** Written `Family, Given` (a comma between a family name and its initials). */
  familyComma: boolean
  /** `et al.` cut the list short. */
  etAl: boolean
  /** Given names written in full (MLA, Scholar's MLA), where RMIT Harvard has initials. */
  fullName: boolean
  /** Family names written in capitals (`ZUFFEREY, C.`). */
  familyCapitals?: boolean
  /** A person written all in lower case (`nguyen van a`). */
  lowerCase?: boolean
  /** A Vietnamese name written in full, family name first (`Nguyễn Văn An`), cut to `Nguyễn VA`. */
  vietnameseName?: boolean
}

function person(family: string, given: string): CslName {
  return parseName(`${family}, ${given}`) ?? { literal: family }
}

/**
 * The names of an author list in the forms of the styles we read: RMIT's `Zufferey C, Yu N and Hand T`,
 * APA's `Zufferey, C., Yu, N., & Hand, T.`, MLA's `Zufferey, Carole, and Nicole Yu`, old Harvard's
 * `Zufferey, C, Yu, N & Hand, T`, and organisations (`ABS (Australian Bureau of Statistics)`, `World Health
 * Organization`). `fullNames` allows `Given Family` persons (MLA and Scholar lists).
 */
export function parseCreators(raw: string, fullNames: boolean): Creators {
  const result: Creators = {
    names: [],
    ampersand: false,
    initialStops: false,
    familyComma: false,
    etAl: false,
    fullName: false,
  }
  let text = raw.trim().replace(/[.,;]$/, (stop) => (/\b\p{Lu}\.$/u.test(raw.trim()) ? stop : ''))
  if (/,?\s+et al\.?$/.test(text)) {
    result.etAl = true
    text = text.replace(/,?\s+et al\.?$/, '')
  }
  if (/\s&\s/.test(text)) result.ampersand = true
  const groups = splitOutsideBrackets(text, /^(?:,?\s+(?:&|and)\s+|;\s*)/)
  for (const group of groups) {
    const tokens = splitOutsideBrackets(group)
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!
      const next = tokens[i + 1]
      // `YU, N.`: a short family name in capitals looks like initials, but initials with stops follow it.
      const capitals = /^\p{Lu}{2,}(?:[-'’ ]\p{Lu}+)*$/u.test(token) && /\./.test(next ?? '')
      if (next !== undefined && initialsToken.test(next) && (!initialsToken.test(token) || capitals)) {
        result.familyComma = true
        if (next.includes('.')) result.initialStops = true
        if (capitals) result.familyCapitals = true
        result.names.push(person(capitals ? titleCase(token) : token, next))
        i++
        continue
      }
      if (
        fullNames &&
        next !== undefined &&
        result.names.length === 0 &&
        i === 0 &&
        /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’.-]*)*$/u.test(next) &&
        !/\s/.test(token.trim()) === true
      ) {
        // MLA's first author: `Family, Given Names`.
        result.familyComma = true
        result.names.push(person(token, next))
        i++
        continue
      }
      result.names.push(singleName(token, fullNames, result))
    }
  }
  // `Department of Education and Training Victoria`: no person in the list, so the `and` is the organisation's.
  if (
    result.names.length > 1 &&
    result.names.every((name) => name.literal && !name.abbreviation) &&
    !text.includes(',')
  ) {
    return { ...result, names: [{ literal: text }], ampersand: false }
  }
  result.fullName = result.names.some((name) => /\p{Lu}\p{Ll}/u.test(name.given ?? ''))
  return result
}

function singleName(token: string, fullNames: boolean, result: Creators): CslName {
  const org = abbreviated.exec(token)
  if (org && /^\p{Lu}[\p{Lu}\p{N}&.-]+$/u.test(org[1]!)) return { literal: org[2]!, abbreviation: org[1]! }
  // Other styles' `World Health Organization (WHO)`.
  const trailing = /^(.+?)\s+\((\p{Lu}[\p{Lu}\p{N}&.-]+)\)$/u.exec(token)
  if (trailing) return { literal: trailing[1]!, abbreviation: trailing[2]! }
  const single = singleCaseName(token)
  if (single) {
    if (single.lower) result.lowerCase = true
    else result.familyCapitals = true
    if (single.vietnamese) result.vietnameseName = true
    if (single.fullName) result.fullName = true
    return single.name
  }
  const withInitials = familyInitials.exec(token)
  if (withInitials && !/\s(?:of|and|for|the)\s/i.test(withInitials[1]!) && !hasOrganisationWord(token)) {
    if (withInitials[2]!.includes('.')) result.initialStops = true
    return person(withInitials[1]!, withInitials[2]!.trim())
  }
  const initialsFirst = /^((?:\p{Lu}\.\s?-?){1,4})\s*(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)$/u.exec(
    token,
  )
  if (initialsFirst) {
    result.initialStops = true
    return person(initialsFirst[2]!, initialsFirst[1]!.trim())
  }
  const vietnamese = vietnameseName(token)
  if (vietnamese) {
    result.vietnameseName = true
    return vietnamese
  }
  if (fullNames && capitalisedWords.test(token)) return parseName(token) ?? { literal: token }
  return { literal: token }
}

/** Splits at a separator (a comma unless given) that is not inside brackets: `DTP (Transport and Planning, Victoria)`. */
function splitOutsideBrackets(text: string, separator = /^,/): string[] {
  const tokens: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '(') depth++
    else if (c === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) {
      const match = separator.exec(text.slice(i, i + 8))
      if (match) {
        tokens.push(text.slice(start, i).trim())
        start = i + match[0].length
        i = start - 1
      }
    }
  }
  tokens.push(text.slice(start).trim())
  return tokens.filter(Boolean)
}
