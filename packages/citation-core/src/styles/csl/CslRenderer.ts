/// <reference path="./citeproc.d.ts" />
import CSL, { type CitationItem, type Engine } from 'citeproc'
import type { CitationEntry, CslItem } from '../../csl/CslItem.ts'
import type { InTextOptions } from '../../render/composeInText.ts'
import type { Segment } from '../../render/Rendered.ts'
import type { CslStyleId } from '../citationStyles.ts'
import type { LaidOutEntry } from '../LaidOutEntry.ts'
import { htmlSegments } from './htmlSegments.ts'
import { type StyleRules, styleRules } from './styleRules.ts'
import { type CiteprocItem, toCiteprocItem } from './toCiteprocItem.ts'

/** In-text options of a CSL style: the RMIT options, plus the number a numeric style gives the work. */
export interface CslInTextOptions extends InTextOptions {
  /** Numeric styles: the work's place in its list (default 1). */
  citationNumber?: number
}

const leftMargin = /<div class="csl-left-margin">([\s\S]*?)<\/div>/

/** Leading and trailing white space of a run of segments (citeproc-js indents its `<div>`s). */
function trimmed(segments: Segment[]): Segment[] {
  const out = segments.map((segment) => ({ ...segment }))
  while (out.length > 0 && out[0]!.text.trim() === '') out.shift()
  while (out.length > 0 && out.at(-1)!.text.trim() === '') out.pop()
  if (out[0]) out[0].text = out[0].text.trimStart()
  const last = out.at(-1)
  if (last) last.text = last.text.trimEnd()
  return out
}

const textOf = (segments: readonly Segment[]) => segments.map((segment) => segment.text).join('')

/**
 * One official CSL style run by citeproc-js (docs/decisions/0734-csl-styles-through-citeproc-js.md): the
 * reference, the in-text forms and the reference list of our entries, as segments, with the style's own rules
 * applied (styleRules.ts). Built once per style by `loadStyle`; each call registers the works it writes, so one
 * renderer serves every list in turn.
 */
export class CslRenderer {
  readonly style: CslStyleId
  readonly #engine: Engine
  readonly #rules: StyleRules
  #items = new Map<string, CiteprocItem>()
  /** Ids are never reused: citeproc-js keeps what it worked out for an id that stays registered. */
  #registrations = 0

  constructor(style: CslStyleId, styleXml: string, localeXml: string) {
    this.style = style
    this.#engine = new CSL.Engine(
      { retrieveLocale: () => localeXml, retrieveItem: (id) => this.#items.get(id) },
      styleXml,
      'en-US',
      true,
    )
    this.#engine.setOutputFormat('html')
    this.#rules = styleRules(style)
  }

  /** Registers the works (in citation order, which numbers a numeric style's list). */
  #register(entries: readonly CitationEntry[], placeholders = 0): string[] {
    this.#items = new Map()
    const ids: string[] = []
    const prefix = `r${++this.#registrations}`
    // Works cited before this one, for its number: a numeric style counts them and prints nothing of them.
    for (let n = 0; n < placeholders; n++) {
      const id = `${prefix}-earlier-${n}`
      this.#items.set(id, { id, type: 'article', title: id })
      ids.push(id)
    }
    entries.forEach((entry, index) => {
      const id = `${prefix}-${index}`
      this.#items.set(
        id,
        this.#rules.item(toCiteprocItem(entry.formatId, entry.item, this.style, id), entry.formatId),
      )
      ids.push(id)
    })
    this.#engine.updateItems(ids)
    return ids
  }

  /** The registered works' list: each entry's id, label (`[1]`, `1.`) and reference. */
  #bibliography(): { id: string; label?: string; segments: Segment[] }[] {
    const made = this.#engine.makeBibliography()
    if (!made) return []
    const [meta, entries] = made
    return entries.map((html, position) => {
      const id = meta.entry_ids[position]![0]!
      const label = html.match(leftMargin)?.[1]
      const segments = this.#rules.reference(
        trimmed(htmlSegments(html.replace(leftMargin, ''))),
        this.#items.get(id)!,
      )
      return label === undefined
        ? { id, segments }
        : { id, label: textOf(htmlSegments(label)).trim(), segments }
    })
  }

  #cite(id: string, options: InTextOptions = {}): Segment[] {
    const item: CitationItem = { id, ...(options.locator ? { locator: options.locator, label: 'page' } : {}) }
    const cluster = (extra: Partial<CitationItem>) =>
      trimmed(htmlSegments(this.#engine.makeCitationCluster([{ ...item, ...extra }])))
    if (!options.narrative || this.#rules.numeric) return cluster({})
    // A narrative citation names the authors in the sentence and keeps the rest in brackets: `Nguyễn (2020)`.
    const authors = this.#rules.narrativeAuthors(cluster({ 'author-only': true }))
    // A work the style cites by something other than a name (a legal case) has no narrative form of its own.
    if (authors.length === 0 || textOf(authors).includes('NO_PRINTED_FORM')) return cluster({})
    return [...authors, { text: ' ', italic: false }, ...cluster({ 'suppress-author': true })]
  }

  /** The reference of one work, without a numeric style's label. */
  reference(formatId: number, item: CslItem): Segment[] {
    this.#register([{ formatId, item }])
    return this.#bibliography()[0]?.segments ?? []
  }

  /** The in-text citation of one work; a numeric style gives it `citationNumber` (default 1). */
  inText(formatId: number, item: CslItem, options: CslInTextOptions = {}): Segment[] {
    const before = this.#rules.numeric ? Math.max(0, Math.floor(options.citationNumber ?? 1) - 1) : 0
    const ids = this.#register([{ formatId, item }], before)
    return this.#cite(ids.at(-1)!, options)
  }

  /** The reference list: sorted as the style sorts (numeric styles: in citation order, labelled). */
  bibliography(entries: readonly CitationEntry[]): LaidOutEntry[] {
    this.#register(entries)
    return this.#bibliography().map(({ id, label, segments }) => {
      const index = Number(id.slice(id.lastIndexOf('-') + 1))
      const entry = entries[index]!
      return {
        index,
        formatId: entry.formatId,
        item: entry.item,
        segments,
        ...(label === undefined ? {} : { label }),
        inText: this.#cite(id),
        narrative: this.#cite(id, { narrative: true }),
        inTextOnly: false,
      }
    })
  }
}
