import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { renderInText } from './renderInText.ts'

const people = (...families: string[]) => families.map((family) => ({ family, given: 'A' }))
const article = (author: CslItem['author']): CslItem => ({
  type: 'article-journal',
  author,
  issued: { 'date-parts': [[2021]] },
})

describe('renderInText', () => {
  it('uses "and" for two authors and "et al." from three', () => {
    expect(renderInText(7, article(people('Hill'))).text).toBe('(Hill 2021)')
    expect(renderInText(7, article(people('Hill', 'Martinez-Diaz'))).text).toBe(
      '(Hill and Martinez-Diaz 2021)',
    )
    expect(renderInText(1, { ...article(people('DeLaune', 'Ladner', 'McTier')), type: 'book' }).text).toBe(
      '(DeLaune et al. 2021)',
    )
  })

  it('writes the narrative form and a locator after a colon', () => {
    const item = article(people('Bichler', 'Jakobi', 'Schneider'))
    expect(renderInText(7, item, { narrative: true, locator: '1829' }).text).toBe(
      'Bichler et al. (2021:1829)',
    )
    expect(renderInText(7, item, { locator: 'Technology section, para. 1' }).text).toBe(
      '(Bichler et al. 2021:Technology section, para. 1)',
    )
  })

  it('uses an organisation abbreviation and Vietnamese family names', () => {
    expect(
      renderInText(
        1,
        {
          type: 'book',
          author: [
            { literal: 'Organisation for Economic Co-operation and Development', abbreviation: 'OECD' },
          ],
          issued: { 'date-parts': [[2019]] },
        },
        { locator: '15' },
      ).text,
    ).toBe('(OECD 2019:15)')
    expect(
      renderInText(1, {
        type: 'book',
        author: [{ family: 'Nguyễn', given: 'Thị Minh' }],
        issued: { 'date-parts': [[2022]] },
      }).text,
    ).toBe('(Nguyễn 2022)')
  })

  it('cites a work with no author by its italic title', () => {
    const item: CslItem = {
      type: 'book',
      title: 'Higher education in Australia: the facts',
      issued: { 'date-parts': [[2004]] },
    }
    expect(renderInText(1, item, { locator: '23', narrative: true }).html).toBe(
      '<i>Higher education in Australia: the facts</i> (2004:23)',
    )
  })

  it('cites a no-author newspaper by its name and full date', () => {
    const item: CslItem = {
      type: 'article-newspaper',
      author: [],
      'container-title': 'The Sunday Age',
      issued: { 'date-parts': [[2021, 10, 2]] },
      title: 'x',
    }
    expect(renderInText(9, item, { locator: '25' }).text).toBe('(The Sunday Age 2 October 2021:25)')
  })

  it('cites authored full-date sources by year only, and podcasts by their hosts', () => {
    const podcast: CslItem = {
      type: 'broadcast',
      host: [{ family: 'Fidler', given: 'Richard' }],
      producer: [{ family: 'Rooney', given: 'Cathy' }],
      issued: { 'date-parts': [[2021, 10, 19]] },
    }
    expect(renderInText(25, podcast).text).toBe('(Fidler 2021)')
  })

  it('cites films and television by title and year, not the director', () => {
    const film: CslItem = {
      type: 'motion_picture',
      director: [{ family: 'Elliott', given: 'Stephan' }],
      title: 'The adventures of Priscilla, queen of the desert',
      issued: { 'date-parts': [[1994]] },
    }
    expect(renderInText(23, film, { narrative: true }).html).toBe(
      '<i>The adventures of Priscilla, queen of the desert</i> (1994)',
    )
    const episode: CslItem = {
      type: 'broadcast',
      director: [{ family: 'Taylor', given: 'Alan' }],
      title: 'Beyond the wall',
      'container-title': 'Game of thrones',
      issued: { 'date-parts': [[2017]] },
    }
    // The Style Manual quotes the title of a part (an episode) and italicises the whole (the series), in text as
    // in the list (docs/decisions/0716-tv-episode-cited-by-its-quoted-title.md).
    expect(renderInText(22, episode).html).toBe("('Beyond the wall' 2017)")
    expect(renderInText(22, episode, { narrative: true }).html).toBe("'Beyond the wall' (2017)")
  })

  it('cites a dictionary entry with no author by the italic work, with a page', () => {
    const entry: CslItem = {
      type: 'entry-dictionary',
      title: 'Megaphone democracy',
      'container-title': 'Macquarie dictionary',
      issued: { 'date-parts': [[2017]] },
    }
    expect(renderInText(4, entry, { locator: '936' }).html).toBe('(<i>Macquarie dictionary</i> 2017:936)')
  })

  it('adds "at" and the pinpoint for a legal case', () => {
    const item: CslItem = {
      type: 'legal_case',
      title: 'Beasley v Francis',
      issued: { 'date-parts': [[2008]] },
      volume: 237,
      'container-title': 'CLR',
      page: 1,
    }
    expect(renderInText(34, item, { locator: '72' }).html).toBe(
      '(<i>Beasley v Francis</i> (2008) 237 CLR 1 at 72)',
    )
    expect(renderInText(34, item, { narrative: true }).html).toBe('<i>Beasley v Francis</i> (2008)')
  })

  it('names the quoted song after the artist', () => {
    const song: CslItem = {
      type: 'song',
      author: [{ literal: 'The Beatles' }],
      genre: 'Song',
      title: 'Lucy in the sky with diamonds',
      issued: { 'date-parts': [[1967]] },
    }
    expect(renderInText(27, song).text).toBe("(The Beatles, 'Lucy in the sky with diamonds' 1967)")
    expect(renderInText(27, { ...song, genre: 'Album' }).text).toBe('(The Beatles 1967)')
  })

  it('writes circa, n.d. and the year suffix', () => {
    expect(
      renderInText(5, {
        type: 'pamphlet',
        author: [{ literal: 'Tenants Victoria' }],
        issued: { 'date-parts': [[2020]], circa: true },
      }).text,
    ).toBe('(Tenants Victoria c. 2020)')
    expect(
      renderInText(
        18,
        {
          type: 'dataset',
          author: [{ literal: 'Reserve Bank of Australia', abbreviation: 'RBA' }],
          issued: { literal: 'n.d.' },
        },
        { narrative: true },
      ).text,
    ).toBe('RBA (n.d.)')
    expect(
      renderInText(
        12,
        {
          type: 'post',
          author: [{ family: 'Thunberg', given: 'Greta' }],
          issued: { 'date-parts': [[2021, 11, 14]] },
          'year-suffix': 'c',
        },
        { narrative: true },
      ).text,
    ).toBe('Thunberg (2021c)')
  })
})
