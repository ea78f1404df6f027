import type { CitationEntry } from '../src/index.ts'
import type { MappedInput } from '../test/guide/GuideInput.ts'
import { guideInputs } from '../test/guide/guideInputs.ts'

const year = (y: number) => ({ 'date-parts': [[y]] })

/** The formats with no guide example (MAPPING.md's inferred forms), so every format is in the mix. */
const inferred: MappedInput[] = [
  {
    formatId: 3,
    item: {
      type: 'chapter',
      author: [{ family: 'Day', given: 'Trevor' }],
      issued: year(2018),
      title: 'Planning',
      'container-title': 'Success in academic writing',
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
  },
  {
    formatId: 40,
    item: {
      type: 'paper-conference',
      author: [{ family: 'Rasmussen', given: 'Lars' }],
      issued: year(2021),
      title: 'Resilient supply chains',
      editor: [{ family: 'Okafor', given: 'Chidi' }],
      'container-title': 'Proceedings',
      publisher: 'RMIT Press',
      'publisher-place': 'Melbourne',
    },
  },
  {
    formatId: 65,
    item: {
      type: 'motion_picture',
      director: [{ family: 'Kounen', given: 'Jan' }],
      issued: year(2010),
      title: 'Coco Chanel & Igor Stravinsky',
      publisher: 'Madman Entertainment',
      'publisher-place': 'Richmond, VIC',
    },
  },
  {
    formatId: 38,
    item: {
      type: 'figure',
      author: [{ literal: 'Australian Bureau of Statistics', abbreviation: 'ABS' }],
      issued: year(2021),
      title: 'Industry earnings',
      genre: 'table',
      website: 'ABS',
      URL: 'https://www.abs.gov.au/',
      accessed: { 'date-parts': [[2022, 1, 5]] },
    },
  },
]

/** One input per guide example and inferred form, as a user would enter it. */
export const templates = [
  ...Object.values(guideInputs).filter((input): input is MappedInput => 'formatId' in input),
  ...inferred,
]

/**
 * `count` entries of mixed formats: the guide examples (every mapped format) over and over, each with its own id
 * and a numbered title so no two are alike.
 */
export function mixedEntries(count: number): CitationEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!
    const { 'year-suffix': _suffix, ...item } = template.item
    return {
      formatId: template.formatId,
      item: {
        ...item,
        id: `item-${index}`,
        title: `${item.title ?? 'Untitled'} ${Math.floor(index / templates.length)}`,
      },
    }
  })
}

export const formatCount = new Set(templates.map((t) => t.formatId)).size
