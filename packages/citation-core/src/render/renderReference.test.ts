import { describe, expect, it } from 'vitest'
import type { CslItem } from '../csl/CslItem.ts'
import { isInTextOnly } from './inTextOnly.ts'
import { renderReference } from './renderReference.ts'

const year = (y: number) => ({ 'date-parts': [[y]] })

describe('renderReference', () => {
  it('gives HTML with <i> and escaped entities, and plain text', () => {
    const rendered = renderReference(1, {
      type: 'book',
      author: [{ family: 'Pinheiro', given: 'Maria Manuela' }],
      issued: year(2021),
      title: 'Ethics <and> "values"',
      publisher: 'Taylor & Francis Group',
      'publisher-place': 'London',
    })
    expect(rendered.html).toBe(
      'Pinheiro MM (2021) <i>Ethics &lt;and&gt; &quot;values&quot;</i>, Taylor &amp; Francis Group, London.',
    )
    expect(rendered.text).toBe('Pinheiro MM (2021) Ethics <and> "values", Taylor & Francis Group, London.')
  })

  it('writes Vietnamese names as family name and initials of every given name', () => {
    const item: CslItem = {
      type: 'book',
      author: [
        { family: 'Nguyễn', given: 'Thị Minh' },
        { family: 'Trần', given: 'Văn Đức' },
      ],
      issued: year(2022),
      title: 'Kinh tế Việt Nam',
      publisher: 'NXB Trẻ',
      'publisher-place': 'Hồ Chí Minh',
    }
    expect(renderReference(1, item).text).toBe(
      'Nguyễn TM and Trần VĐ (2022) Kinh tế Việt Nam, NXB Trẻ, Hồ Chí Minh.',
    )
  })

  it('writes n.d. when there is no date and n.p. for "No place"', () => {
    const item: CslItem = {
      type: 'book',
      author: [{ literal: 'Acme' }],
      title: 'Manual',
      publisher: 'Acme',
      'publisher-place': 'n.p.',
    }
    expect(renderReference(1, item).text).toBe('Acme (n.d.) Manual, Acme, n.p.')
  })

  it('throws a RangeError for an unknown format', () => {
    expect(() => renderReference(99, { type: 'book' })).toThrow(RangeError)
  })
})

describe('forms inferred where the guide has no example (MAPPING.md)', () => {
  it('format 65, DVD film, is written as a film', () => {
    const item: CslItem = {
      type: 'motion_picture',
      director: [{ family: 'Kounen', given: 'Jan' }],
      issued: year(2010),
      title: 'Coco Chanel & Igor Stravinsky',
      publisher: 'Madman Entertainment',
      'publisher-place': 'Richmond, VIC',
    }
    expect(renderReference(65, item).html).toBe(
      'Kounen J (director) (2010) <i>Coco Chanel &amp; Igor Stravinsky</i> [motion picture], Madman Entertainment, Richmond, VIC.',
    )
  })

  it('format 3, a chapter with no editors, puts the book straight after the chapter', () => {
    const item: CslItem = {
      type: 'chapter',
      author: [{ family: 'Day', given: 'Trevor' }],
      issued: year(2018),
      title: 'Planning your writing',
      'container-title': 'Success in academic writing',
      edition: 2,
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    }
    expect(renderReference(3, item).html).toBe(
      "Day T (2018) 'Planning your writing', <i>Success in academic writing</i>, 2nd edn, Palgrave, Basingstoke.",
    )
  })

  it('format 40, a print conference paper, is written as a chapter in an edited book', () => {
    const item: CslItem = {
      type: 'paper-conference',
      author: [
        { family: 'Rasmussen', given: 'Lars' },
        { family: 'Ngwenya', given: 'Thandi' },
      ],
      issued: year(2021),
      title: 'Resilient supply chains',
      editor: [{ family: 'Okafor', given: 'Chidi' }],
      'container-title': 'Proceedings of the 12th Logistics Conference',
      publisher: 'RMIT Press',
      'publisher-place': 'Melbourne',
    }
    expect(renderReference(40, item).html).toBe(
      "Rasmussen L and Ngwenya T (2021) 'Resilient supply chains', in Okafor C (ed) <i>Proceedings of the 12th Logistics Conference</i>, RMIT Press, Melbourne.",
    )
  })

  it('format 13 with no author starts with the title and no comma after the date', () => {
    const item: CslItem = {
      type: 'webpage',
      issued: year(2023),
      title: 'Student support',
      website: 'RMIT University',
      URL: 'https://www.rmit.edu.vn/',
      accessed: { 'date-parts': [[2024, 3, 1]] },
    }
    expect(renderReference(13, item).html).toBe(
      '<i>Student support</i> (2023) RMIT University website, accessed 1 March 2024. https://www.rmit.edu.vn/',
    )
  })

  it('format 24 with no creator starts with the italic title', () => {
    const item: CslItem = {
      type: 'motion_picture',
      issued: { 'date-parts': [[2022, 4, 2]] },
      title: 'How to reference',
      'container-title': 'RMIT Library',
      website: 'YouTube',
      URL: 'https://www.youtube.com/watch?v=x',
      accessed: { 'date-parts': [[2024, 3, 1]] },
    }
    expect(renderReference(24, item).html).toBe(
      '<i>How to reference</i> (2 April 2022) [video], <i>RMIT Library</i>, YouTube website, accessed 1 March 2024. https://www.youtube.com/watch?v=x',
    )
  })

  it('format 4 with no author: the would-be reference leads with the italic work (the guide cites it in text only)', () => {
    const item: CslItem = {
      type: 'entry-dictionary',
      issued: year(2017),
      title: 'Determinism',
      'container-title': 'Macquarie dictionary',
      edition: 7,
      publisher: 'Macquarie Dictionary Publishers',
      'publisher-place': 'Sydney',
    }
    expect(renderReference(4, item).html).toBe(
      "<i>Macquarie dictionary</i> (2017) 'Determinism', 7th edn, Macquarie Dictionary Publishers, Sydney.",
    )
    expect(isInTextOnly(4, item)).toBe(true)
  })

  it('a conference across two months spells both sides out around a spaced en dash, as the guide does for spans', () => {
    const item: CslItem = {
      type: 'speech',
      author: [{ family: 'Garner', given: 'Robert' }],
      issued: {
        'date-parts': [
          [2020, 10, 30],
          [2020, 11, 2],
        ],
      },
      title: 'Safety cases for spaceflight',
      'event-title': '11th IAASS Conference',
      'event-place': 'Rotterdam',
    }
    // Within a month the guide writes `19-21 October 2021` (rmit-087); its spans with spaces on either side
    // (`5 December 2020 – 25 April 2021`, rmit-059 and rmit-060) take a spaced en dash.
    expect(renderReference(32, item).text).toBe(
      "Garner R (30 October – 2 November 2020) 'Safety cases for spaceflight' [unpublished conference presentation], 11th IAASS Conference, Rotterdam.",
    )
  })

  it('format 38, a table, takes its kind as the descriptor', () => {
    const item: CslItem = {
      type: 'figure',
      author: [{ literal: 'Australian Bureau of Statistics', abbreviation: 'ABS' }],
      issued: year(2021),
      title: 'Australian industry earnings',
      genre: 'table',
      website: 'ABS',
      URL: 'https://www.abs.gov.au/',
      accessed: { 'date-parts': [[2022, 1, 5]] },
    }
    expect(renderReference(38, item).text).toBe(
      'ABS (Australian Bureau of Statistics) (2021) Australian industry earnings [table], ABS website, accessed 5 January 2022. https://www.abs.gov.au/',
    )
  })

  it('no final full stop after a URL, one after everything else', () => {
    const web = renderReference(41, {
      type: 'thesis',
      author: [{ family: 'Le', given: 'Anh' }],
      issued: year(2020),
      title: 'Fintech adoption',
      genre: 'PhD dissertation',
      publisher: 'RMIT University',
      URL: 'https://example.org/t',
      accessed: { 'date-parts': [[2021, 1, 1]] },
    })
    expect(web.text.endsWith('https://example.org/t')).toBe(true)
    const print = renderReference(42, {
      type: 'thesis',
      author: [{ family: 'Le', given: 'Anh' }],
      issued: year(2020),
      title: 'Fintech adoption',
      genre: 'PhD dissertation',
      publisher: 'RMIT University',
    })
    expect(print.text).toBe('Le A (2020) Fintech adoption [PhD dissertation], RMIT University.')
  })
})
