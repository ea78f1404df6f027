type Face = { url: string; ranges: [number, number][] }

const fontFaceRule = /@font-face\s*{([^}]*)}/g

/** `U+0-FF`, `U+131`, `U+??`: the code point ranges of a `unicode-range` descriptor. */
function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f?]+)(?:-([0-9a-f]+))?\s*$/i.exec(part)
    if (!match) return []
    const [, start = '', end] = match
    if (end) return [[Number.parseInt(start, 16), Number.parseInt(end, 16)] as [number, number]]
    return [
      [Number.parseInt(start.replaceAll('?', '0'), 16), Number.parseInt(start.replaceAll('?', 'f'), 16)],
    ]
  })
}

/** The woff2 faces a stylesheet declares, with the characters each one covers (every character without a range). */
export function fontFacesIn(css: string): Face[] {
  return [...css.matchAll(fontFaceRule)].flatMap(([, body = '']) => {
    const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(body)?.[1]
    if (!url) return []
    const range = /unicode-range\s*:\s*([^;]+)/.exec(body)?.[1]
    return [{ url, ranges: range ? parseUnicodeRange(range) : [[0, 0x10ffff]] }]
  })
}

/**
 * The font files the text of a first view draws from, to preload with the page: the browser would fetch them
 * for its first paint anyway, and with them in hand that paint is in the page's own face, as the render that
 * replaces it will be (docs/decisions/0624-first-views-in-the-page.md). Every weight of a face whose
 * characters the text uses: which weight each element has is the stylesheet's to decide.
 */
export function fontsUsedBy(css: string, text: string): string[] {
  const codePoints = [...new Set(Array.from(text, (character) => character.codePointAt(0) ?? 0))]
  const used = fontFacesIn(css).filter(({ ranges }) =>
    codePoints.some((point) => ranges.some(([from, to]) => point >= from && point <= to)),
  )
  return [...new Set(used.map(({ url }) => url))]
}

/** The text of an HTML fragment, as near as the fonts need it: tags, comments and entities dropped. */
export function textOfHtml(html: string): string {
  return html.replace(/<!--[\s\S]*?-->|<[^>]*>|&[#a-z0-9]+;/gi, ' ')
}
