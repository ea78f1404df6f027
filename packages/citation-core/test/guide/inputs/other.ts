import { date, type GuideInput, org, person, year } from '../GuideInput.ts'

const legislation = { unmapped: 'Act or Bill: the product has no legislation format' } as const
const ai = { unmapped: 'AI-generated content: the product has no format for it' } as const

/** Examples of the guide's "Other sources" and "AI-generated content" sections. */
export const otherInputs: Record<string, GuideInput> = {
  'rmit-193': {
    formatId: 33,
    item: {
      type: 'speech',
      author: [org('RMIT Creds')],
      issued: year(2022),
      title: 'What is academic integrity?',
      genre: 'micro-credential',
      publisher: 'RMIT University',
      'publisher-place': 'Melbourne',
    },
  },
  'rmit-194': {
    formatId: 33,
    item: {
      type: 'speech',
      author: [person('Tran', 'Linh')],
      issued: year(2020),
      title: 'Managing diverse workforces',
      genre: 'PowerPoint slides',
      number: 'MANG4321',
      publisher: 'RMIT University',
      'publisher-place': 'Melbourne',
    },
    inText: {
      '(Tran 2022)': {
        expected: '(Tran 2020)',
        reason: 'The in-text example is dated 2022; the reference is dated 2020.',
      },
    },
  },
  'rmit-196': legislation,
  'rmit-197': legislation,
  'rmit-198': legislation,
  'rmit-199': legislation,
  'rmit-200': legislation,
  'rmit-201': legislation,
  'rmit-203': {
    formatId: 34,
    item: {
      type: 'legal_case',
      title: 'University of New South Wales v Moorhouse and Angus & Robertson (Publishers) Pty Ltd',
      issued: year(1975),
      volume: 133,
      'container-title': 'CLR',
      page: 1,
    },
  },
  'rmit-204': {
    formatId: 36,
    item: {
      type: 'manuscript',
      author: [person('Smith', 'Jane')],
      issued: year(2021),
      title: 'An analysis of personality theory',
      number: 'HRHR1001',
      publisher: 'RMIT University',
      'publisher-place': 'Melbourne',
    },
  },
  'rmit-205': {
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [person('Nabben', 'Kelsie')],
      issued: date(2021, 6, 16),
      title: 'The Business: cryptocurrency special',
      'container-title': 'ABC News (Australian Broadcasting Corporation)',
      website: 'ABC iview',
      URL: 'https://iview.abc.net.au/video/NS2157H001S00',
      accessed: date(2021, 11, 30),
    },
  },
  'rmit-206': {
    formatId: 35,
    item: {
      type: 'article',
      author: [person('Lowe', 'Philip')],
      issued: date(2021, 11, 2),
      title: 'Statement by Philip Lowe, Governor: monetary policy decision',
      website: 'Reserve Bank of Australia',
      URL: 'https://www.rba.gov.au/media-releases/2021/mr-21-24.html',
      accessed: date(2021, 12, 10),
    },
    inText: { 'Phillip Lowe (2021)': { skip: 'prose giving the full (misspelt) name' } },
  },
  'rmit-207': {
    formatId: 35,
    item: {
      type: 'article',
      author: [org('Office of the Premier of Victoria')],
      issued: date(2021, 12, 8),
      title: 'Boosting support for homeless youth',
      website: 'Office of the Premier of Victoria',
      URL: 'https://www.premier.vic.gov.au/boosting-support-homeless-youth',
      accessed: date(2022, 1, 22),
    },
    slip: {
      expected:
        'Office of the Premier of Victoria (8 December 2021) *Boosting support for homeless youth* [media release], Office of the Premier of Victoria website, accessed 22 January 2022. https://www.premier.vic.gov.au/boosting-support-homeless-youth',
      reason: 'The URL has a stray space after the domain.',
    },
  },
  'rmit-209': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('Vietnam Customs')],
      issued: year(2021),
      title: 'Thống kê Hải quan',
      'translated-title': 'Customs statistics',
      website: 'Vietnam Customs',
      URL: 'https://tongcuc.customs.gov.vn/',
      accessed: date(2021, 12, 5),
    },
    slip: {
      expected:
        'Vietnam Customs (2021) *Thống kê Hải quan* (Customs statistics), Vietnam Customs website, accessed 5 December 2021. https://tongcuc.customs.gov.vn/',
      reason:
        'The example has a stray comma in "Vietnam Customs, website"; the webpage rule is "Name of Website website".',
    },
  },
  'rmit-210': ai,
  'rmit-211': ai,
}
