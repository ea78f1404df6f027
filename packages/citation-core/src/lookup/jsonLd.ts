import type { CslName } from '../csl/CslItem.ts'
import { parseName } from './parseName.ts'
import { stripMarkup } from './stripMarkup.ts'

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function types(node: Node): string[] {
  const type = node['@type']
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string')
}

const creativeWorks = [
  'Article',
  'NewsArticle',
  'ReportageNewsArticle',
  'AnalysisNewsArticle',
  'BlogPosting',
  'ScholarlyArticle',
  'WebPage',
  'VideoObject',
  'Dataset',
  'Book',
  'Report',
  'Thesis',
  'MediaObject',
]

/** The main creative work described by the page's JSON-LD (looking inside `@graph` arrays). */
export function mainJsonLdNode(blocks: readonly unknown[] | undefined): Node | undefined {
  const nodes: Node[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (isNode(value)) {
      nodes.push(value)
      if (Array.isArray(value['@graph'])) value['@graph'].forEach(visit)
    }
  }
  blocks?.forEach(visit)
  for (const wanted of creativeWorks) {
    const found = nodes.find((node) => types(node).includes(wanted))
    if (found) return found
  }
  return undefined
}

/** The JSON-LD type of a node, the most specific known one first. */
export function jsonLdType(node: Node | undefined): string {
  if (!node) return ''
  return types(node).find((t) => creativeWorks.includes(t)) ?? ''
}

/** A string property, or the `name` of an object property. */
export function jsonLdText(node: Node | undefined, key: string): string {
  const value = node?.[key]
  if (typeof value === 'string') return stripMarkup(value)
  if (isNode(value) && typeof value.name === 'string') return stripMarkup(value.name)
  if (Array.isArray(value)) return jsonLdText({ [key]: value[0] }, key)
  return ''
}

/** The `author` (or `creator`) of a node as CSL names: an Organization is a literal name. */
export function jsonLdAuthors(node: Node | undefined): CslName[] {
  const raw = node?.author ?? node?.creator
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]
  return list
    .map((entry): CslName | undefined => {
      if (typeof entry === 'string') return parseName(entry)
      if (!isNode(entry) || typeof entry.name !== 'string') return undefined
      if (types(entry).includes('Organization')) return { literal: stripMarkup(entry.name) }
      if (typeof entry.familyName === 'string') {
        const given = typeof entry.givenName === 'string' ? stripMarkup(entry.givenName) : ''
        return given
          ? { family: stripMarkup(entry.familyName), given }
          : { family: stripMarkup(entry.familyName) }
      }
      return parseName(entry.name)
    })
    .filter((name): name is CslName => name !== undefined)
}
