import { findDoiInText } from '../lookup/normalizeDoi.ts'
import type { ExtractedPage } from './extractPageMetadata.ts'

/** Meta tags that name the page's own DOI, most specific first. */
const doiMetaNames = [
  'citation_doi',
  'bepress_citation_doi',
  'prism.doi',
  'dc.identifier.doi',
  'dc.identifier',
  'dcterms.identifier',
  'eprints.doi',
]

/** JSON-LD types a page uses for the work it is about (a journal page's ScholarlyArticle, a Dataset...). */
const workTypes = new Set([
  'ScholarlyArticle',
  'Article',
  'MedicalScholarlyArticle',
  'Book',
  'Chapter',
  'Dataset',
  'Report',
  'Thesis',
  'CreativeWork',
])

/**
 * The DOI of the work a page is about: from its meta tags, else from the JSON-LD node of that work
 * (`identifier`, `sameAs`, `@id`, `url`, `doi`), else from a canonical doi.org link. Links in the body, and
 * DOIs nested deeper in the JSON-LD (its references, `citation`), are other works and never count.
 */
export function findPageDoi(page: ExtractedPage): string | null {
  for (const name of doiMetaNames) {
    const values = page.meta?.[name]
    for (const value of typeof values === 'string' ? [values] : (values ?? [])) {
      const doi = findDoiInText(value)
      if (doi) return doi
    }
  }
  for (const node of topLevelNodes(page.jsonLd ?? [])) {
    const doi = nodeDoi(node)
    if (doi) return doi
  }
  return page.canonical && /^https?:\/\/(dx\.)?doi\.org\//i.test(page.canonical)
    ? findDoiInText(page.canonical)
    : null
}

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function topLevelNodes(blocks: readonly unknown[]): Node[] {
  const nodes: Node[] = []
  for (const block of blocks.flat()) {
    if (!isNode(block)) continue
    nodes.push(block)
    if (Array.isArray(block['@graph'])) nodes.push(...block['@graph'].filter(isNode))
  }
  return nodes.filter((node) => types(node).some((type) => workTypes.has(type)))
}

function types(node: Node): string[] {
  const type = node['@type']
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string')
}

function nodeDoi(node: Node): string | null {
  for (const key of ['doi', 'identifier', 'sameAs', '@id', 'url']) {
    for (const value of [node[key]].flat()) {
      const text = identifierText(value, key)
      const doi = text ? findDoiInText(text) : null
      if (doi) return doi
    }
  }
  return null
}

/**
 * The text of an identifier worth reading for a DOI: a `PropertyValue` whose `propertyID` is DOI, or a
 * string; for `@id`, `url` and `sameAs` only doi.org links (a publisher's URL may hold another work's DOI).
 */
function identifierText(value: unknown, key: string): string | null {
  if (isNode(value)) {
    const id = typeof value.propertyID === 'string' ? value.propertyID.toLowerCase() : ''
    return id === 'doi' && typeof value.value === 'string' ? value.value : null
  }
  if (typeof value !== 'string') return null
  if (key === 'doi' || key === 'identifier') return value
  return /^https?:\/\/(dx\.)?doi\.org\//i.test(value.trim()) ? value : null
}
