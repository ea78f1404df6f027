import { type CslItem, type CslName, findFormat, inferFormatId } from '@unikit/citation-core'

/**
 * The old product's stored shapes (docs/product/citations.md#migration), as far as the migration needs them. A citation kept the chosen
 * format with the filled-in values (`data`) and its rendered forms (`intext`, `html`); older versions saved it
 * without `id` or `projectId`.
 */
export type LegacyName = { firstName?: string; lastName?: string; midName?: string; is_no_auth?: boolean }
export type LegacyDate = {
  year?: string | number
  month?: string | number
  day?: string | number
  is_no_date?: boolean
}
export type LegacyField = { name?: string; code?: string; type_data?: string; value?: unknown }
export type LegacyFieldGroup = { child?: Array<LegacyField | LegacyField[]>; many?: boolean; code?: string }
export type LegacyCitation = {
  id?: string
  projectId?: number
  data?: { id?: number; name?: string; format?: LegacyFieldGroup[] }
  intext?: string
  html?: string
  time?: number
  copy?: string | boolean
}
export type LegacyProject = {
  id?: number
  title?: string
  styleId?: string
  folderName?: string
  isLoading?: boolean
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  return trimmed === '' ? undefined : trimmed
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of the old rendered HTML (tags dropped, entities decoded); it is never put back into the page as HTML. */
export function legacyHtmlToText(html: unknown): string {
  if (typeof html !== 'string') return ''
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return entities[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Old field codes by the CSL variable they held. */
const textVariables: Array<[RegExp, keyof CslItem]> = [
  [
    /^(title|article_title|chapter_title|page_title|post_title|title_of_work|name_of_work|entry_title)$/,
    'title',
  ],
  [
    /^(journal|journal_name|journal_title|newspaper|newspaper_name|magazine|book_title|website|website_name|site_name|blog|blog_name|container|container_title|podcast|series|program)$/,
    'container-title',
  ],
  [/^(publisher|organisation|organization|production_company)$/, 'publisher'],
  [/^(place|place_of_publication|publisher_place|city|location)$/, 'publisher-place'],
  [/^(url|link|web_address)$/, 'URL'],
  [/^doi$/, 'DOI'],
  [/^edition$/, 'edition'],
  [/^volume$/, 'volume'],
  [/^issue$/, 'issue'],
  [/^(page|pages|page_range)$/, 'page'],
  [/^(number|report_number|episode)$/, 'number'],
  [/^(database|database_name)$/, 'source'],
]

const nameRoles: Array<[RegExp, 'editor' | 'director' | 'producer' | 'host']> = [
  [/editor/, 'editor'],
  [/director/, 'director'],
  [/producer/, 'producer'],
  [/host/, 'host'],
]

function fieldsOf(groups: unknown): LegacyField[] {
  if (!Array.isArray(groups)) return []
  return groups.flatMap((group) => {
    if (!isObject(group)) return []
    const children = Array.isArray(group.child) ? group.child.flat() : []
    return children.filter(isObject) as LegacyField[]
  })
}

function toName(value: unknown): CslName | undefined {
  if (!isObject(value)) return undefined
  const family = text(value.lastName)
  const given = [text(value.firstName), text(value.midName)].filter(Boolean).join(' ')
  if (!family && !given) return undefined
  return { ...(family ? { family } : {}), ...(given ? { given } : {}) }
}

function toDate(value: unknown): CslItem['issued'] {
  if (isObject(value)) {
    if (value.is_no_date === true) return { literal: 'n.d.' }
    const parts = [value.year, value.month, value.day].map((part) => Number(text(part)))
    const point: number[] = []
    for (const part of parts) {
      if (!Number.isInteger(part) || part <= 0) break
      point.push(part)
    }
    return point.length > 0 ? { 'date-parts': [point] } : undefined
  }
  const year = Number(text(value))
  return Number.isInteger(year) && year > 0 ? { 'date-parts': [[year]] } : undefined
}

const codeOf = (field: LegacyField) =>
  (field.code ?? field.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')

/** The CSL item of an old citation's filled-in format, or undefined when it has no title to show. */
export function legacyItem(formatId: number, groups: unknown): CslItem | undefined {
  const item: Record<string, unknown> = { type: findFormat(formatId)?.cslType ?? 'document' }
  for (const field of fieldsOf(groups)) {
    const code = codeOf(field)
    const type = field.type_data ?? ''
    if (type === 'name') {
      const role = nameRoles.find(([pattern]) => pattern.test(code))?.[1] ?? 'author'
      const values = Array.isArray(field.value) ? field.value : [field.value]
      if (values.some((value) => isObject(value) && value.is_no_auth === true)) {
        item[role] ??= []
        continue
      }
      const names = values.map(toName).filter((name): name is CslName => name !== undefined)
      if (names.length > 0) item[role] = [...((item[role] as CslName[] | undefined) ?? []), ...names]
    } else if (
      type === 'date' ||
      type === 'year' ||
      type === 'day_month' ||
      /(^|_)(date|year|published)(_|$)/.test(code)
    ) {
      const variable = /access/.test(code) ? 'accessed' : 'issued'
      const date = toDate(field.value)
      if (date && item[variable] === undefined) item[variable] = date
    } else {
      const variable = textVariables.find(([pattern]) => pattern.test(code))?.[1]
      const value = text(field.value)
      if (variable && value && item[variable] === undefined) item[variable] = value
    }
  }
  return typeof item.title === 'string' || typeof item['container-title'] === 'string'
    ? (item as CslItem)
    : undefined
}

/**
 * An old citation as `{ formatId, item }`. When its values cannot be read, it is kept rather than dropped: the
 * old reference text becomes the title and is kept in `custom.legacyReference`, so the student can open and fix it.
 */
export function convertLegacyCitation(legacy: LegacyCitation): { formatId: number; item: CslItem } {
  const recorded = Number(legacy.data?.id)
  const known = findFormat(recorded) ? recorded : undefined
  const item = legacyItem(known ?? 0, legacy.data?.format)
  if (item) return { formatId: known ?? inferFormatId(item), item }
  const reference = legacyHtmlToText(legacy.html) || legacyHtmlToText(legacy.intext) || 'Untitled citation'
  const fallback: CslItem = {
    type: findFormat(known ?? 13)?.cslType ?? 'webpage',
    title: reference,
    custom: { legacyReference: reference },
  }
  return { formatId: known ?? 13, item: fallback }
}
