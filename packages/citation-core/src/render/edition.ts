import { ordinal } from './ordinal.ts'

const numbered = /^(\d+)\s*(?:st|nd|rd|th)?\.?(?:\s*(?:edn|edition|ed)\.?)?$/i
const hasEditionWord = /\b(?:edn|edition)\.?$/i

/** `2` → `2nd edn`; a first edition is left out; words are kept (`Rev.` → `Rev. edn`). */
export function editionLabel(edition: string | number | undefined): string {
  if (edition === undefined) return ''
  const value = String(edition).trim()
  if (value === '') return ''
  const match = numbered.exec(value)
  if (match) {
    const n = Number(match[1])
    return n <= 1 ? '' : `${ordinal(n)} edn`
  }
  return hasEditionWord.test(value) ? value.replace(/edition\.?$/i, 'edn') : `${value} edn`
}
