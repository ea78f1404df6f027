import type { CslName } from '../csl/CslItem.ts'
import { stripMarkup } from './stripMarkup.ts'
import { vietnameseName } from './vietnameseName.ts'

const particles = new Set([
  'de',
  'del',
  'della',
  'der',
  'di',
  'du',
  'la',
  'le',
  'van',
  'von',
  'da',
  'dos',
  'das',
])

/**
 * A person or organisation name from page metadata: `Family, Given` or `Given Family`; a single word is an
 * organisation. Lower-case particles stay with the family name (`Izar de Villasante` → `de Villasante`). A
 * Vietnamese name in its own order keeps its family name first (`Nguyễn Văn An`, see `vietnameseName`).
 */
export function parseName(raw: string): CslName | undefined {
  const name = stripMarkup(raw)
  if (name === '') return undefined
  const comma = name.indexOf(',')
  if (comma > 0) {
    const family = name.slice(0, comma).trim()
    const given = name.slice(comma + 1).trim()
    return given === '' ? { literal: family } : { family, given }
  }
  const words = name.split(' ')
  if (words.length === 1) return { literal: name }
  const vietnamese = vietnameseName(name)
  if (vietnamese) return vietnamese
  let start = words.length - 1
  while (start > 1 && particles.has(words[start - 1]!)) start--
  return { family: words.slice(start).join(' '), given: words.slice(0, start).join(' ') }
}
