/** The font of exported references (docs/product/citations.md#font-style: at least 1 pt, else 14; empty family → Arial). */
export interface FontOptions {
  fontFamily?: string
  /** Points. */
  fontSize?: number
}

export const DEFAULT_FONT_FAMILY = 'Arial'
export const DEFAULT_FONT_SIZE = 14

/** Applies the font defaults and limits. */
export function resolveFont(options: FontOptions = {}): { fontFamily: string; fontSize: number } {
  const family = options.fontFamily?.trim()
  const size = options.fontSize
  return {
    fontFamily: family ? family : DEFAULT_FONT_FAMILY,
    fontSize: size !== undefined && Number.isFinite(size) && size >= 1 ? size : DEFAULT_FONT_SIZE,
  }
}
