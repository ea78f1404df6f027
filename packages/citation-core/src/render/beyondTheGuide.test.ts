import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { renderInText } from './renderInText.ts'
import { renderReference } from './renderReference.ts'

// The forms the Easy Cite guide does not show, decided from the Australian Government Style Manual
// (docs/product/citation-rules-beyond-the-guide.md).

const year = (y: number) => ({ 'date-parts': [[y]] })
const accessed = { 'date-parts': [[2024, 3, 5]] }

const translated: CslItem = {
  type: 'book',
  author: [{ family: 'Tolstoy', given: 'Leo' }],
  translator: [{ family: 'Garnett', given: 'Constance' }],
  issued: year(1978),
  title: 'Anna Karenina',
  edition: '2',
  publisher: 'Pan Books',
  'publisher-place': 'London',
}

describe('translated works (decision 0715)', () => {
  it('names the translator after the title, before the edition and publisher', () => {
    expect(renderReference(1, translated).html).toBe(
      'Tolstoy L (1978) <i>Anna Karenina</i>, Garnett C (trans), 2nd edn, Pan Books, London.',
    )
  })

  it('writes (trans) for several translators too, and a DOI still replaces the place', () => {
    const ebook: CslItem = {
      ...translated,
      translator: [
        { family: 'Pevear', given: 'Richard' },
        { family: 'Volokhonsky', given: 'Larissa' },
      ],
      edition: undefined,
      'publisher-place': undefined,
      publisher: 'Penguin',
      DOI: '10.1000/anna',
    }
    expect(renderReference(2, ebook).text).toBe(
      'Tolstoy L (1978) Anna Karenina, Pevear R and Volokhonsky L (trans), Penguin, doi:10.1000/anna.',
    )
  })

  it('puts the translator after the book for a chapter and after the title for an edited book', () => {
    const chapter: CslItem = {
      type: 'chapter',
      author: [{ family: 'Borges', given: 'Jorge Luis' }],
      issued: year(1998),
      title: 'The garden of forking paths',
      editor: [{ family: 'Hurley', given: 'Andrew' }],
      'container-title': 'Collected fictions',
      translator: [{ family: 'Hurley', given: 'Andrew' }],
      publisher: 'Viking',
      'publisher-place': 'New York',
    }
    expect(renderReference(43, chapter).html).toBe(
      "Borges JL (1998) 'The garden of forking paths', in Hurley A (ed) <i>Collected fictions</i>, Hurley A (trans), Viking, New York.",
    )
    const edited: CslItem = {
      type: 'book',
      editor: [{ family: 'Weinberger', given: 'Eliot' }],
      translator: [{ family: 'Allen', given: 'Esther' }],
      issued: year(1999),
      title: 'Selected non-fictions',
      publisher: 'Viking',
      'publisher-place': 'New York',
    }
    expect(renderReference(39, edited).text).toBe(
      'Weinberger E (ed) (1999) Selected non-fictions, Allen E (trans), Viking, New York.',
    )
  })

  it('follows the date with the translator when the title takes the author position', () => {
    const { author: _none, ...anonymous } = translated
    expect(renderReference(1, { ...anonymous, title: 'The epic of Gilgamesh' }).html).toBe(
      '<i>The epic of Gilgamesh</i> (1978) Garnett C (trans), 2nd edn, Pan Books, London.',
    )
  })

  it('cites the author, not the translator, in text', () => {
    expect(renderInText(1, translated).text).toBe('(Tolstoy 1978)')
  })
})

describe('a television episode in text (decision 0716)', () => {
  const episode: CslItem = {
    type: 'broadcast',
    director: [{ family: 'Taylor', given: 'Alan' }],
    issued: year(2017),
    title: 'Beyond the wall',
    'container-title': 'Game of thrones',
    volume: '7',
    number: '6',
    publisher: 'HBO',
    'publisher-place': 'New York',
  }

  it('quotes the episode title in text as the list does', () => {
    expect(renderInText(22, episode).html).toBe("('Beyond the wall' 2017)")
    expect(renderInText(22, episode, { narrative: true, locator: '12:30' }).html).toBe(
      "'Beyond the wall' (2017:12:30)",
    )
    expect(renderReference(22, episode).html).toBe(
      "Taylor A (director) (2017) 'Beyond the wall' [television program], <i>Game of thrones</i> (season 7, episode 6), HBO, New York.",
    )
  })

  it('keeps a film in italics', () => {
    const film: CslItem = { type: 'motion_picture', title: 'Parasite', issued: year(2019) }
    expect(renderInText(23, film).html).toBe('(<i>Parasite</i> 2019)')
  })
})

describe('data sets and videos with no author (decision 0717)', () => {
  it('moves a data set title to the author position, the descriptor after the date', () => {
    const dataset: CslItem = {
      type: 'dataset',
      issued: year(2022),
      title: 'Pedestrian counting system',
      website: 'City of Melbourne Open Data',
      URL: 'https://data.melbourne.vic.gov.au/pedestrians',
      accessed,
    }
    expect(renderReference(18, dataset).html).toBe(
      '<i>Pedestrian counting system</i> (2022) [data set], City of Melbourne Open Data website, accessed 5 March 2024. https://data.melbourne.vic.gov.au/pedestrians',
    )
    expect(renderInText(18, dataset).html).toBe('(<i>Pedestrian counting system</i> 2022)')
    expect(renderInText(18, { ...dataset, website: 'data.gov.au' }, { narrative: true }).html).toBe(
      '<i>Pedestrian counting system</i> (2022)',
    )
  })

  it('starts a video with its title in italics, and keeps the channel', () => {
    const video: CslItem = {
      type: 'motion_picture',
      issued: { 'date-parts': [[2021, 6, 16]] },
      title: 'How a bill becomes law',
      'container-title': 'Parliamentary Education Office',
      website: 'YouTube',
      URL: 'https://www.youtube.com/watch?v=abc',
      accessed,
    }
    expect(renderReference(24, video).html).toBe(
      '<i>How a bill becomes law</i> (16 June 2021) [video], <i>Parliamentary Education Office</i>, YouTube website, accessed 5 March 2024. https://www.youtube.com/watch?v=abc',
    )
    expect(renderInText(24, video).html).toBe('(<i>How a bill becomes law</i> 2021)')
  })

  it('writes n.d. for an undated video with no author', () => {
    const video: CslItem = {
      type: 'motion_picture',
      issued: { literal: 'n.d.' },
      title: 'Campus tour',
      website: 'Vimeo',
      URL: 'https://vimeo.com/1',
      accessed,
    }
    expect(renderReference(24, video).text).toBe(
      'Campus tour (n.d.) [video], Vimeo website, accessed 5 March 2024. https://vimeo.com/1',
    )
  })
})

describe('date ranges across months and years (decision 0718)', () => {
  const paper = (issued: CslItem['issued']): CslItem => ({
    type: 'speech',
    author: [{ family: 'Lee', given: 'Anna' }],
    issued,
    title: 'Safety cases',
    'event-title': 'Space Safety Conference',
    'event-place': 'Perth',
  })
  const head = (issued: CslItem['issued']) => {
    const text = renderReference(32, paper(issued)).text
    return text.slice(0, text.indexOf(" 'Safety cases'"))
  }

  it('keeps a same-month range unspaced with a hyphen, as the guide does', () => {
    expect(
      head({
        'date-parts': [
          [2020, 11, 3],
          [2020, 11, 5],
        ],
      }),
    ).toBe('Lee A (3-5 November 2020)')
  })

  it('writes a range across months with a spaced en dash and one year', () => {
    expect(
      head({
        'date-parts': [
          [2020, 2, 28],
          [2020, 3, 3],
        ],
      }),
    ).toBe('Lee A (28 February – 3 March 2020)')
  })

  it('writes a range across years in full on both sides', () => {
    expect(
      head({
        'date-parts': [
          [2019, 12, 30],
          [2020, 1, 2],
        ],
      }),
    ).toBe('Lee A (30 December 2019 – 2 January 2020)')
    expect(
      head({
        'date-parts': [
          [2019, 12],
          [2020, 1],
        ],
      }),
    ).toBe('Lee A (December 2019 – January 2020)')
  })

  it('cites the years of a range across years in text, and the first year for a range within one', () => {
    expect(
      renderInText(
        32,
        paper({
          'date-parts': [
            [2019, 12, 30],
            [2020, 1, 2],
          ],
        }),
      ).text,
    ).toBe('(Lee 2019-2020)')
    expect(
      renderInText(
        32,
        paper({
          'date-parts': [
            [2020, 2, 28],
            [2020, 3, 3],
          ],
        }),
      ).text,
    ).toBe('(Lee 2020)')
  })

  it('gives a no-author newspaper the whole range in text', () => {
    const article: CslItem = {
      type: 'article-newspaper',
      issued: {
        'date-parts': [
          [2019, 12, 30],
          [2020, 1, 2],
        ],
      },
      title: 'Summer edition',
      'container-title': 'The Age',
    }
    expect(renderInText(9, article).text).toBe('(The Age 30 December 2019 – 2 January 2020)')
  })
})
