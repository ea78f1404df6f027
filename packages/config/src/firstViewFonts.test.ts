import { describe, expect, it } from 'vitest'
import { fontFacesIn, fontsUsedBy, textOfHtml } from './firstViewFonts.ts'

const css = [
  '@font-face{font-family:Be Vietnam Pro;font-weight:400;src:url(/assets/vn-400.woff2)format("woff2");unicode-range:U+102-103,U+110-111,U+1EA0-1EF9,U+20AB}',
  '@font-face{font-family:Be Vietnam Pro;font-weight:400;src:url(/assets/latin-400.woff2)format("woff2");unicode-range:U+??,U+131,U+2000-206F}',
  '@font-face{font-family:Be Vietnam Pro;font-weight:700;src:url(/assets/latin-700.woff2)format("woff2");unicode-range:U+??,U+131}',
  '.x{color:red}',
].join('')

describe('the fonts a first view uses', () => {
  it('reads each face’s file and ranges, wildcards included', () => {
    expect(fontFacesIn(css)[1]).toEqual({
      url: '/assets/latin-400.woff2',
      ranges: [
        [0, 0xff],
        [0x131, 0x131],
        [0x2000, 0x206f],
      ],
    })
  })

  it('are the faces whose characters the text uses, in every weight', () => {
    expect(fontsUsedBy(css, 'Citation')).toEqual(['/assets/latin-400.woff2', '/assets/latin-700.woff2'])
    expect(fontsUsedBy(css, 'Năm mới')).toEqual([
      '/assets/vn-400.woff2',
      '/assets/latin-400.woff2',
      '/assets/latin-700.woff2',
    ])
    expect(fontsUsedBy(css, '中文')).toEqual([])
  })

  it('come from the text, not the markup', () => {
    expect(textOfHtml('<p class="ă">Hi<!-- đ -->&amp;</p>').trim()).toBe('Hi')
  })
})
