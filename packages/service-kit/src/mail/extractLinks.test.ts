import { describe, expect, it } from 'vitest'
import { extractLinks } from './extractLinks.ts'

describe('extractLinks', () => {
  it('finds links in text and html once each, in order, without trailing punctuation', () => {
    const text = 'Reset here: https://unikit.test/reset?token=a1. Or see http://unikit.test/help, thanks.'
    const html =
      '<a href="https://unikit.test/reset?token=a1&amp;lang=vi">Reset</a> <a href="https://unikit.test/help">'
    expect(extractLinks(text, html)).toEqual([
      'https://unikit.test/reset?token=a1',
      'http://unikit.test/help',
      'https://unikit.test/reset?token=a1&lang=vi',
      'https://unikit.test/help',
    ])
  })

  it('returns nothing for mail without links', () => {
    expect(extractLinks('Your gift is on its way')).toEqual([])
  })
})
