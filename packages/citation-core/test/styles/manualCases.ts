import { beforeAll, describe, expect, it } from 'vitest'
import {
  type CitationEntry,
  type CslStyleId,
  loadStyle,
  renderBibliography,
  renderInText,
  renderReference,
} from '../../src/index.ts'

/**
 * One example of a style's manual, as a student would enter it in the citation tool (a format and its fields),
 * with what the manual prints. Italics are written `*like this*`.
 */
export interface ManualCase {
  /** Where the manual gives it. */
  source: string
  formatId: number
  item: CitationEntry['item']
  reference?: string
  inText?: string
  narrative?: string
  /** A page for the in-text forms. */
  locator?: string
}

/** A list of works cited together, as the manual shows its in-text forms or its numbered list. */
export interface ManualList {
  source: string
  entries: readonly CitationEntry[]
  /** Each entry's reference in the list's order, with its label (`[1] …`) when the style numbers it. */
  references?: readonly string[]
  /** Each input entry's parenthetical citation, in input order. */
  inText?: readonly string[]
}

/** `<i>` as `*`, entities decoded, and an italic run broken only by a comma joined (APA's `*Journal, 8*(3)`). */
export function starred(html: string): string {
  return html
    .replace(/<\/?i>/g, '*')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/\*(, )\*/g, '$1')
}

/** Runs a style's manual examples: each reference, in-text and narrative form, and each list. */
export function describeManual(
  title: string,
  style: CslStyleId,
  cases: readonly ManualCase[],
  lists: readonly ManualList[] = [],
): void {
  describe(title, () => {
    // Building a CSL engine takes a while on a busy CI machine (several test files load styles at once).
    beforeAll(() => loadStyle(style), 60_000)
    it.each(cases.filter((c) => c.reference !== undefined))('reference: $source', (c) => {
      expect(starred(renderReference(c.formatId, c.item, { style }).html)).toBe(c.reference)
    })
    it.each(cases.filter((c) => c.inText !== undefined || c.narrative !== undefined))(
      'in text: $source',
      (c) => {
        const options = { style, ...(c.locator ? { locator: c.locator } : {}) }
        if (c.inText !== undefined)
          expect(starred(renderInText(c.formatId, c.item, options).html)).toBe(c.inText)
        if (c.narrative !== undefined)
          expect(starred(renderInText(c.formatId, c.item, { ...options, narrative: true }).html)).toBe(
            c.narrative,
          )
      },
    )
    it.each(lists)('list: $source', (list) => {
      const laidOut = renderBibliography(list.entries, { style })
      if (list.references) {
        expect(laidOut.map((entry) => (entry.label ? `${entry.label} ` : '') + starred(entry.html))).toEqual(
          list.references,
        )
      }
      if (list.inText) {
        const byInput = [...laidOut].sort((a, b) => a.index - b.index)
        expect(byInput.map((entry) => starred(entry.inText.html))).toEqual(list.inText)
      }
    })
  })
}

/** The entries of the cases whose sources start so, in that order: works cited together. */
export function citedTogether(cases: readonly ManualCase[], ...sources: string[]): CitationEntry[] {
  return sources.map((source) => {
    const found = cases.find((c) => c.source.startsWith(source))
    if (!found) throw new Error(`No case ${source}`)
    return { formatId: found.formatId, item: found.item }
  })
}

export const person = (family: string, given: string) => ({ family, given })
export const org = (literal: string) => ({ literal })
export const year = (y: number) => ({ 'date-parts': [[y]] })
export const date = (y: number, m: number, d?: number) => ({ 'date-parts': [d ? [y, m, d] : [y, m]] })
