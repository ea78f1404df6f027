import { describe, expect, it } from 'vitest'
import { readPaste } from '../paste/readPaste.ts'
import { parseEntry } from './parseEntry.ts'

const parse = (paste: string) => parseEntry(readPaste(paste).entries[0]!)

describe('parseOther', () => {
  it('reads social media posts, media releases, lecture slides and conference papers', () => {
    expect(
      parse(
        "Thunberg G (15 November 2021) 'A reminder...' [Tweet], Greta Thunberg, accessed 1 November 2021. https://twitter.com/x",
      ).formatId,
    ).toBe(12)
    expect(
      parse(
        'Lowe P (2 November 2021) <i>Statement</i> [media release], Reserve Bank of Australia website, accessed 10 December 2021. https://www.rba.gov.au/x',
      ).formatId,
    ).toBe(35)
    const slides = parse(
      "Tran L (2020) 'Managing diverse workforces' [PowerPoint slides, MANG4321], RMIT University, Melbourne.",
    )
    expect(slides.formatId).toBe(33)
    expect(slides.item).toMatchObject({
      genre: 'PowerPoint slides',
      number: 'MANG4321',
      publisher: 'RMIT University',
    })
    const paper = parse(
      "Udoh E and Getov V (3-5 November 2020) 'Performance' [conference presentation], <i>2020 International Conference on Communications, Computing (CCCI)</i>, Sharjah, accessed 13 December 2021, IEEE Xplore database.",
    )
    expect(paper.formatId).toBe(30)
    expect(paper.item.issued).toEqual({
      'date-parts': [
        [2020, 11, 3],
        [2020, 11, 5],
      ],
    })
  })

  it('reads a legal case, with its italics or without', () => {
    const name = 'University of New South Wales v Moorhouse and Angus &amp; Robertson (Publishers) Pty Ltd'
    for (const paste of [`<i>${name}</i> (1975) 133 CLR 1.`, `<p>${name} (1975) 133 CLR 1.</p>`]) {
      const { formatId, item, style } = parse(paste)
      expect({ formatId, style }).toEqual({ formatId: 34, style: 'rmit-harvard' })
      expect(item).toMatchObject({ volume: '133', 'container-title': 'CLR', page: '1' })
      expect(item.title).toContain(' v Moorhouse and Angus & Robertson')
    }
  })

  it('reads an artwork in a gallery and one with no author, dated by century', () => {
    const art = parse(
      'Pollock J (1952) <i>Blue poles</i> [Oil, enamel, aluminium paint, and glass on canvas], National Gallery of Australia, Canberra.',
    )
    expect(art.item).toMatchObject({
      medium: 'Oil, enamel, aluminium paint, and glass on canvas',
      archive: 'National Gallery of Australia',
      'archive-place': 'Canberra',
    })
    const old = parse(
      '<i>Tapestry with dragons and flowers</i> (11th-12th century) [silk tapestry], The Metropolitan Museum of Art website, accessed 9 December 2021. https://www.metmuseum.org/x',
    )
    expect(old.item).toMatchObject({
      title: 'Tapestry with dragons and flowers',
      issued: { literal: '11th-12th century' },
    })
    expect(old.item.author).toBeUndefined()
  })
})
