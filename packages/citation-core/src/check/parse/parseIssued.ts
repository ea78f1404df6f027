import type { CslDate } from '../../csl/CslItem.ts'
import { parseDate } from '../../lookup/parseDate.ts'

const monthDay = /^(\d{4})[a-z]?,\s*([A-Za-z]+\.?)(?:\s+(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?)?$/
const dayRange = /^(\d{1,2})\s*[-–]\s*(\d{1,2})\s+([A-Za-z]+)\s+(\d{4})[a-z]?$/
const yearOnly = /^(\d{4})[a-z]?$/
const circa = /^(?:c\.|ca\.|circa)\s*(\d{4})[a-z]?$/i
const noDate = /^(?:n\.\s?d\.?|nd|no date|s\.d\.)$/i

/**
 * The date of an entry as written in any of the styles students paste: `2020`, `2021a`, `n.d.`, `c. 2019`,
 * `16 June 2021`, APA's `2021, June 16`, a range `3-5 November 2020`. Full dates go through the engine's
 * `parseDate`; a year suffix is dropped (the reference list gives it back where needed).
 */
export function parseIssued(raw: string): CslDate | undefined {
  const value = raw.trim().replace(/\.$/, (stop) => (noDate.test(raw.trim()) ? stop : ''))
  if (noDate.test(value)) return { literal: 'n.d.' }
  if (/^\d{1,2}(?:st|nd|rd|th)(?:\s*[-–]\s*\d{1,2}(?:st|nd|rd|th))? century$/i.test(value))
    return { literal: value }
  const year = yearOnly.exec(value)
  if (year) return { 'date-parts': [[Number(year[1])]] }
  const about = circa.exec(value)
  if (about) return { 'date-parts': [[Number(about[1])]], circa: true }
  const apa = monthDay.exec(value)
  if (apa) {
    if (apa[4]) return parseIssued(`${apa[3]}-${apa[4]} ${apa[2]} ${apa[1]}`)
    const parsed = parseDate(apa[3] ? `${apa[3]} ${apa[2]} ${apa[1]}` : `1 ${apa[2]} ${apa[1]}`)
    if (parsed && !apa[3]) return { 'date-parts': [parsed['date-parts']![0]!.slice(0, 2)] }
    return parsed
  }
  const range = dayRange.exec(value)
  if (range) {
    const start = parseDate(`${range[1]} ${range[3]} ${range[4]}`)
    const end = parseDate(`${range[2]} ${range[3]} ${range[4]}`)
    if (start && end) return { 'date-parts': [start['date-parts']![0]!, end['date-parts']![0]!] }
  }
  const full = parseDate(value.replace(/(\d{4})[a-z]$/, '$1'))
  if (full) return full
  return undefined
}
