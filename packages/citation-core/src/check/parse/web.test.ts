import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseWebPage', () => {
  it('reads the site, accessed date and URL of an RMIT web page', () => {
    const { formatId, item } = parse(
      "Heath N (2021) <i>What is AI? Here's everything you need to know</i>, ZDNet website, accessed 9 December 2021. https://www.zdnet.com/article/what-is-ai/",
    )
    expect(formatId).toBe(13)
    expect(item).toMatchObject({ website: 'ZDNet', URL: 'https://www.zdnet.com/article/what-is-ai/' })
    expect(item.accessed).toEqual({ 'date-parts': [[2021, 12, 9]] })
  })

  it("reads APA's 'Retrieved … from' and old Harvard's 'viewed … <URL>'", () => {
    const apa = parse(
      'World Health Organization. (2021). <i>WHO accelerates work</i>. WHO. Retrieved December 9, 2021, from https://www.who.int/news/item/x',
    )
    expect(apa.item.accessed).toEqual({ 'date-parts': [[2021, 12, 9]] })
    expect(apa.parse.marks.has('retrieved-from')).toBe(true)
    const old = parse(
      'World Health Organization 2021, <i>WHO accelerates work</i>, WHO, viewed 9 December 2021, &lt;https://www.who.int/news/item/x&gt;.',
    )
    expect(old.item).toMatchObject({
      URL: 'https://www.who.int/news/item/x',
      author: [{ literal: 'World Health Organization', abbreviation: 'WHO' }],
    })
    expect([...old.parse.marks]).toEqual(expect.arrayContaining(['accessed-wording', 'url-brackets']))
  })

  it('notes a full stop after the URL and leaves the date out when none is given', () => {
    const { item, parse: read } = parse(
      'Telstra (n.d.) Homepage, Telstra website, accessed 13 December 2021. https://www.telstra.com.au/.',
    )
    expect(item).toMatchObject({
      title: 'Homepage',
      issued: { literal: 'n.d.' },
      URL: 'https://www.telstra.com.au/',
    })
    expect(read.marks.has('url-stop')).toBe(true)
  })
})
