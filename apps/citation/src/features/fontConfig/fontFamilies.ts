import type { CSSProperties } from 'react'

/**
 * The font families offered in "Cite config style" (docs/product/citations.md#font-style): the common fonts of
 * Word, Google Docs and university templates, A to Z, each with the generic family a browser falls back to.
 */
export const FONT_FAMILIES: readonly { name: string; generic: 'serif' | 'sans-serif' }[] = [
  { name: 'Arial', generic: 'sans-serif' },
  { name: 'Book Antiqua', generic: 'serif' },
  { name: 'Calibri', generic: 'sans-serif' },
  { name: 'Cambria', generic: 'serif' },
  { name: 'Garamond', generic: 'serif' },
  { name: 'Georgia', generic: 'serif' },
  { name: 'Helvetica', generic: 'sans-serif' },
  { name: 'Segoe UI', generic: 'sans-serif' },
  { name: 'Tahoma', generic: 'sans-serif' },
  { name: 'Times New Roman', generic: 'serif' },
  { name: 'Trebuchet MS', generic: 'sans-serif' },
  { name: 'Verdana', generic: 'sans-serif' },
]

/** A CSS `font-family` for a chosen family: the family quoted, then its generic fallback. */
export function cssFontFamily(family: string): string {
  const generic = FONT_FAMILIES.find((font) => font.name === family)?.generic ?? 'sans-serif'
  return `"${family.replace(/["\\]/g, '')}", ${generic}`
}

/** Inline style for text shown in the chosen font (previews, samples): family with fallback, size in pt. */
export function fontStyleCss(style: { fontFamily: string; fontSize: number }): CSSProperties {
  return { fontFamily: cssFontFamily(style.fontFamily), fontSize: `${style.fontSize}pt` }
}
