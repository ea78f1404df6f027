/**
 * The reference styles the engine writes (docs/product/citation-styles.md). RMIT Harvard is this package's own
 * renderer; the others are official CSL styles run by citeproc-js, loaded on demand with `loadStyle`.
 */
export const citationStyles = [
  { id: 'rmit-harvard', label: 'RMIT Harvard', numeric: false },
  { id: 'apa-7', label: 'APA 7th', numeric: false },
  { id: 'ieee', label: 'IEEE', numeric: true },
  { id: 'vancouver', label: 'Vancouver', numeric: true },
  { id: 'chicago-author-date', label: 'Chicago author-date', numeric: false },
] as const satisfies readonly CitationStyle[]

export interface CitationStyle {
  id: string
  /** The style's name in a menu. */
  label: string
  /** Numbered in order of first citation (`[1]`, `1.`) rather than by author and date. */
  numeric: boolean
}

export type StyleId = (typeof citationStyles)[number]['id']
/** The styles citeproc-js renders: every one but RMIT Harvard. */
export type CslStyleId = Exclude<StyleId, 'rmit-harvard'>

/** The style of a project that names none, and of every project stored before styles could be chosen. */
export const DEFAULT_STYLE_ID: StyleId = 'rmit-harvard'

/** The option every renderer and export takes: which style to write in (default RMIT Harvard). */
export interface StyleOptions {
  style?: StyleId
}

export function isStyleId(value: unknown): value is StyleId {
  return citationStyles.some((style) => style.id === value)
}

/** A style's description; an unknown id is RMIT Harvard's. */
export function styleOf(id: string | undefined): CitationStyle {
  return citationStyles.find((style) => style.id === id) ?? citationStyles[0]
}
