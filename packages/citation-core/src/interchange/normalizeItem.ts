import {
  type CslDate,
  type CslItem,
  type CslName,
  type CslType,
  cslTypes,
  dateVariables,
  nameVariables,
  numberVariables,
  textVariables,
} from '../csl/CslItem.ts'

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const nameKeys = [
  'family',
  'given',
  'non-dropping-particle',
  'dropping-particle',
  'suffix',
  'literal',
  'abbreviation',
] as const
const renamed: Record<string, string> = { event: 'event-title', 'container-title-short': 'title-short' }

function asText(value: unknown): string | undefined {
  if (Array.isArray(value)) return asText(value[0])
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function asName(value: unknown): CslName | undefined {
  if (!isObject(value)) return undefined
  const name: CslName = {}
  for (const key of nameKeys) {
    const text = asText(value[key])
    if (text !== undefined) name[key] = text
  }
  if (Object.keys(name).length === 0) return undefined
  // BibTeX writes a corporate author in braces, which arrives as a family name of several words and no given name.
  if (name.family?.includes(' ') && !name.given && !name.literal) return { literal: name.family }
  return name
}

function asDate(value: unknown): CslDate | undefined {
  if (typeof value === 'string') return { raw: value }
  if (!isObject(value)) return undefined
  const date: CslDate = {}
  const parts = value['date-parts']
  if (Array.isArray(parts)) {
    const points = parts
      .filter(Array.isArray)
      .map((point) =>
        point
          .filter((p) => p !== null && p !== '')
          .map((p) => (/^\d+$/.test(String(p)) ? Number(p) : String(p))),
      )
      .filter((point) => point.length > 0)
    if (points.length > 0) date['date-parts'] = points.slice(0, 2)
  }
  for (const key of ['literal', 'raw'] as const) {
    const text = asText(value[key])
    if (text !== undefined) date[key] = text
  }
  if (value.circa === true || value.circa === 1 || value.circa === 'true') date.circa = true
  return Object.keys(date).length > 0 ? date : undefined
}

/**
 * Keeps what this package understands of an item from outside (a CSL-JSON file, citation.js output): known
 * variables in the right shape, nothing else. Unknown types become `document`.
 */
export function normalizeItem(raw: unknown): CslItem {
  const source: Json = isObject(raw) ? raw : {}
  const type = (cslTypes as readonly string[]).includes(String(source.type))
    ? (source.type as CslType)
    : 'document'
  const item: Json = { type }
  const id = source.id
  if (typeof id === 'string' || typeof id === 'number') item.id = id
  for (const [key, value] of Object.entries(source)) {
    const variable = renamed[key] ?? key
    if ((nameVariables as readonly string[]).includes(variable) && Array.isArray(value)) {
      const names = value.map(asName).filter((n): n is CslName => n !== undefined)
      if (names.length > 0) item[variable] = names
    } else if ((dateVariables as readonly string[]).includes(variable)) {
      const date = asDate(value)
      if (date) item[variable] = date
    } else if (
      (textVariables as readonly string[]).includes(variable) ||
      (numberVariables as readonly string[]).includes(variable)
    ) {
      const text = asText(value)
      if (text !== undefined) item[variable] = text
    }
  }
  if (isObject(source.custom)) item.custom = { ...source.custom }
  return item as CslItem
}
