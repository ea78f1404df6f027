import type { PageMetadata } from '@unikit/citation-core'
import { Parser } from 'htmlparser2'

/** What the crawl reads from a page: `fromPageMetadata`'s input plus the canonical address. */
export interface ExtractedPage extends PageMetadata {
  /** `<link rel="canonical">`, resolved to an absolute http(s) address. */
  canonical?: string
}

// Bounds for hostile or broken pages: a page may be megabytes of markup, the metadata never is.
const MAX_META = 1000
const MAX_VALUE = 4000
const MAX_JSON_LD = 20
const MAX_JSON_LD_CHARS = 1_000_000

/**
 * Reads the metadata of an HTML page without a browser: `<meta name|property|itemprop content>` (names
 * lower-cased, repeated names keep every value in order), the document `<title>` (not an SVG's),
 * `<link rel="canonical">` and every `<script type="application/ld+json">` that parses. Scripts never run.
 */
export function extractPageMetadata(html: string, pageUrl: URL): ExtractedPage {
  const meta: Record<string, string[]> = {}
  const jsonLd: unknown[] = []
  let metaCount = 0
  let title: string | undefined
  let canonical: string | undefined
  let base = pageUrl
  let svgDepth = 0
  let text: { kind: 'title' | 'json-ld'; value: string } | undefined

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'svg') svgDepth++
        else if (name === 'meta' && metaCount < MAX_META) {
          const content = attributes.content?.trim()
          if (!content) return
          const keys = [attributes.name, attributes.property, attributes.itemprop]
          for (const key of new Set(keys.map((k) => k?.trim().toLowerCase()).filter(Boolean))) {
            meta[key!] ??= []
            meta[key!]!.push(content.slice(0, MAX_VALUE))
            metaCount++
          }
        } else if (name === 'base' && attributes.href) {
          base = absolute(attributes.href, pageUrl) ?? base
        } else if (name === 'link' && !canonical && relTokens(attributes.rel).includes('canonical')) {
          canonical = attributes.href ? absolute(attributes.href, base)?.href : undefined
        } else if (name === 'title' && svgDepth === 0 && title === undefined) {
          text = { kind: 'title', value: '' }
        } else if (name === 'script' && attributes.type?.trim().toLowerCase() === 'application/ld+json') {
          text = { kind: 'json-ld', value: '' }
        }
      },
      ontext(data) {
        if (text && text.value.length < MAX_JSON_LD_CHARS) text.value += data
      },
      onclosetag(name) {
        if (name === 'svg') svgDepth = Math.max(0, svgDepth - 1)
        if (!text || (name !== 'title' && name !== 'script')) return
        if (text.kind === 'title') title = text.value.replace(/\s+/g, ' ').trim().slice(0, MAX_VALUE)
        else if (jsonLd.length < MAX_JSON_LD) {
          const parsed = parseJsonLd(text.value)
          if (parsed !== undefined) jsonLd.push(parsed)
        }
        text = undefined
      },
    },
    { decodeEntities: true },
  )
  parser.end(html)

  return {
    url: pageUrl.href,
    meta,
    jsonLd,
    ...(title ? { title } : {}),
    ...(canonical ? { canonical } : {}),
  }
}

function relTokens(rel: string | undefined): string[] {
  return (rel ?? '').toLowerCase().split(/\s+/)
}

function absolute(href: string, base: URL): URL | undefined {
  try {
    const url = new URL(href.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

/** JSON-LD as sites write it: sometimes wrapped in a CDATA section or an HTML comment; broken blocks are skipped. */
function parseJsonLd(source: string): unknown {
  const json = source
    .trim()
    .replace(/^(?:\/\/\s*)?<!\[CDATA\[|(?:\/\/\s*)?\]\]>$/g, '')
    .replace(/^<!--|-->$/g, '')
    .trim()
  try {
    return JSON.parse(json)
  } catch {
    return undefined
  }
}
