import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseNewspaperOrBlog', () => {
  it('reads a print newspaper article with its full date', () => {
    const { formatId, item } = parse(
      "Yeates C (6 December 2021) 'CEO pay of big banks could be linked to climate change targets', <i>The Age</i>.",
    )
    expect(formatId).toBe(9)
    expect(item).toMatchObject({ 'container-title': 'The Age', issued: { 'date-parts': [[2021, 12, 6]] } })
  })

  it('reads an APA online news article: an upright title and the paper in italics', () => {
    const { formatId, item } = parse(
      'Proust, M., &amp; Gailberger, J. (2021, November 28). Experts call for booster shots. <i>Herald Sun</i>. https://www.heraldsun.com.au/x',
    )
    expect(formatId).toBe(10)
    expect(item).toMatchObject({ title: 'Experts call for booster shots', 'container-title': 'Herald Sun' })
    expect(item.issued).toEqual({ 'date-parts': [[2021, 11, 28]] })
  })

  it('reads a blog post from the blog in its name or address', () => {
    const { formatId } = parse(
      "Mewburn I (10 June 2020) 'Why academic writing sucks', <i>The Thesis Whisperer</i>, accessed 31 November 2021. https://thesiswhisperer.com/2020/06/10/why/",
    )
    expect(formatId).toBe(11)
  })
})
