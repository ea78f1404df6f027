import {
  citedTogether,
  date,
  describeManual,
  type ManualCase,
  type ManualList,
  org,
  person,
  year,
} from './manualCases.ts'

/**
 * Vancouver: Citing Medicine, the NLM style guide for authors, editors, and publishers (2nd ed.), and the ICMJE
 * sample references NLM publishes with it, as a student enters them in the tool's formats. In text a work is its
 * number in parentheses.
 */
const cases: ManualCase[] = [
  {
    source: 'Citing Medicine, journals: a standard journal article',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Petitti', 'Diana B'),
        person('Crooks', 'Valerie C'),
        person('Buckwalter', 'J Galen'),
        person('Chiu', 'Vicki'),
      ],
      issued: date(2005, 1),
      title: 'Blood pressure levels before dementia',
      'container-title': 'Arch Neurol',
      volume: 62,
      issue: 1,
      page: '112-116',
    },
    reference:
      'Petitti DB, Crooks VC, Buckwalter JG, Chiu V. Blood pressure levels before dementia. Arch Neurol. 2005 Jan;62(1):112-6.',
    inText: '(1)',
    narrative: '(1)',
  },
  {
    source: 'ICMJE samples, journal article with a full date',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Halpern', 'Scott D'), person('Ubel', 'Peter A'), person('Caplan', 'Arthur L')],
      issued: date(2002, 7, 25),
      title: 'Solid-organ transplantation in HIV-infected patients',
      'container-title': 'N Engl J Med',
      volume: 347,
      issue: 4,
      page: '284-287',
    },
    reference:
      'Halpern SD, Ubel PA, Caplan AL. Solid-organ transplantation in HIV-infected patients. N Engl J Med. 2002 Jul 25;347(4):284-7.',
  },
  {
    source: 'ICMJE samples, more than six authors: the first six, then et al.',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Rose', 'M E'),
        person('Huerbin', 'M B'),
        person('Melick', 'J'),
        person('Marion', 'D W'),
        person('Palmer', 'A M'),
        person('Schiding', 'J K'),
        person('Kochanek', 'P M'),
        person('Graham', 'S H'),
      ],
      issued: year(2002),
      title:
        'Regulation of interstitial excitatory amino acid concentrations after cortical contusion injury',
      'container-title': 'Brain Res',
      volume: 935,
      issue: '1-2',
      page: '40-46',
    },
    reference:
      'Rose ME, Huerbin MB, Melick J, Marion DW, Palmer AM, Schiding JK, et al. Regulation of interstitial excitatory amino acid concentrations after cortical contusion injury. Brain Res. 2002;935(1-2):40-6.',
  },
  {
    source: 'ICMJE samples, organisation as author',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [org('Diabetes Prevention Program Research Group')],
      issued: year(2002),
      title: 'Hypertension, insulin, and proinsulin in participants with impaired glucose tolerance',
      'container-title': 'Hypertension',
      volume: 40,
      issue: 5,
      page: '679-686',
    },
    reference:
      'Diabetes Prevention Program Research Group. Hypertension, insulin, and proinsulin in participants with impaired glucose tolerance. Hypertension. 2002;40(5):679-86.',
  },
  {
    source: 'ICMJE samples, no author given',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [],
      issued: year(2002),
      title: '21st century heart solution may have a sting in the tail',
      'container-title': 'BMJ',
      volume: 325,
      issue: 7357,
      page: '184',
    },
    reference: '21st century heart solution may have a sting in the tail. BMJ. 2002;325(7357):184.',
  },
  {
    source: 'Citing Medicine, journals: an article number and a DOI',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [
        person('Zhang', 'M'),
        person('Holman', 'C D'),
        person('Price', 'S D'),
        person('Sanfilippo', 'F M'),
        person('Preen', 'D B'),
        person('Bulsara', 'M K'),
      ],
      issued: date(2009, 1, 7),
      title:
        'Comorbidity and repeat admission to hospital for adverse drug reactions in older adults: retrospective cohort study',
      'container-title': 'BMJ',
      volume: 338,
      number: 'a2752',
      DOI: '10.1136/bmj.a2752',
    },
    reference:
      'Zhang M, Holman CD, Price SD, Sanfilippo FM, Preen DB, Bulsara MK. Comorbidity and repeat admission to hospital for adverse drug reactions in older adults: retrospective cohort study. BMJ. 2009 Jan 7;338:a2752. doi:10.1136/bmj.a2752',
  },
  {
    source: 'ICMJE samples, book with personal authors and an edition',
    formatId: 1,
    item: {
      type: 'book',
      author: [
        person('Murray', 'P R'),
        person('Rosenthal', 'K S'),
        person('Kobayashi', 'G S'),
        person('Pfaller', 'M A'),
      ],
      issued: year(2002),
      title: 'Medical microbiology',
      edition: 4,
      publisher: 'Mosby',
      'publisher-place': 'St. Louis',
    },
    reference:
      'Murray PR, Rosenthal KS, Kobayashi GS, Pfaller MA. Medical microbiology. 4th ed. St. Louis: Mosby; 2002.',
    inText: '(1)',
  },
  {
    source: 'ICMJE samples, editors as authors',
    formatId: 39,
    item: {
      type: 'book',
      editor: [person('Gilstrap', 'L C'), person('Cunningham', 'F G'), person('VanDorsten', 'J P')],
      issued: year(2002),
      title: 'Operative obstetrics',
      edition: 2,
      publisher: 'McGraw-Hill',
      'publisher-place': 'New York',
    },
    reference:
      'Gilstrap LC, Cunningham FG, VanDorsten JP, editors. Operative obstetrics. 2nd ed. New York: McGraw-Hill; 2002.',
  },
  {
    source: 'ICMJE samples, chapter in a book',
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Meltzer', 'P S'), person('Kallioniemi', 'A'), person('Trent', 'J M')],
      issued: year(2002),
      title: 'Chromosome alterations in human solid tumors',
      editor: [person('Vogelstein', 'B'), person('Kinzler', 'K W')],
      'container-title': 'The genetic basis of human cancer',
      page: '93-113',
      publisher: 'McGraw-Hill',
      'publisher-place': 'New York',
    },
    reference:
      'Meltzer PS, Kallioniemi A, Trent JM. Chromosome alterations in human solid tumors. In: Vogelstein B, Kinzler KW, editors. The genetic basis of human cancer. New York: McGraw-Hill; 2002. p. 93-113.',
  },
  {
    source: 'ICMJE samples, dissertation',
    formatId: 42,
    item: {
      type: 'thesis',
      author: [person('Borkowski', 'M M')],
      issued: year(2002),
      title: 'Infant sleep and feeding: a telephone survey of Hispanic Americans',
      genre: 'PhD dissertation',
      publisher: 'Central Michigan University',
      'publisher-place': 'Mount Pleasant (MI)',
    },
    reference:
      'Borkowski MM. Infant sleep and feeding: a telephone survey of Hispanic Americans [dissertation]. Mount Pleasant (MI): Central Michigan University; 2002.',
  },
  {
    source: 'Citing Medicine, dissertations and theses: a master’s thesis',
    formatId: 42,
    item: {
      type: 'thesis',
      author: [person('Roguskie', 'J M')],
      issued: year(2005),
      title: 'The role of Pseudomonas aeruginosa 1244 pilin glycan in virulence',
      genre: 'master’s thesis',
      publisher: 'Duquesne University',
      'publisher-place': 'Pittsburgh (PA)',
    },
    reference:
      'Roguskie JM. The role of Pseudomonas aeruginosa 1244 pilin glycan in virulence [master’s thesis]. Pittsburgh (PA): Duquesne University; 2005.',
  },
  {
    // The section and column are left out: the tool's newspaper form has no field for them.
    source: 'ICMJE samples, newspaper article',
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Tynan', 'T')],
      issued: date(2002, 8, 12),
      title: 'Medical improvements lower homicide rate: study sees drop in assault rate',
      'container-title': 'The Washington Post',
    },
    reference:
      'Tynan T. Medical improvements lower homicide rate: study sees drop in assault rate. The Washington Post. 2002 Aug 12.',
  },
  {
    source: 'Citing Medicine, conference publications: a paper presented at a meeting',
    formatId: 32,
    item: {
      type: 'speech',
      author: [person('Rice', 'A S'), person('Farquhar-Smith', 'W P'), person('Bridges', 'D')],
      issued: {
        'date-parts': [
          [2002, 8, 17],
          [2002, 8, 22],
        ],
      },
      title: 'Canabinoids and pain',
      'event-title': '10th World Congress on Pain',
      'event-place': 'San Diego, CA',
    },
    reference:
      'Rice AS, Farquhar-Smith WP, Bridges D. Canabinoids and pain. 10th World Congress on Pain. 2002 Aug 17-22; San Diego, CA.',
  },
  {
    source: 'Citing Medicine, reports: a report by an organisation on the Internet',
    formatId: 17,
    item: {
      type: 'report',
      author: [org('National Health and Medical Research Council')],
      issued: year(2019),
      title: 'Australian guidelines for the prevention and control of infection in healthcare',
      website: 'NHMRC',
      URL: 'https://www.nhmrc.gov.au/about-us/publications/australian-guidelines-prevention-and-control-infection-healthcare-2019',
      accessed: date(2023, 10, 12),
    },
    reference:
      'National Health and Medical Research Council. Australian guidelines for the prevention and control of infection in healthcare [Internet]. NHMRC; 2019 [cited 2023 Oct 12]. Available from: https://www.nhmrc.gov.au/about-us/publications/australian-guidelines-prevention-and-control-infection-healthcare-2019',
  },
  {
    // The page's date is its year: nlm-citation-sequence.csl writes a homepage's date of publication, a year.
    source: 'Citing Medicine, websites: part of a website',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('World Health Organization')],
      issued: date(2023, 10, 2),
      title: 'Dementia',
      website: 'World Health Organization',
      URL: 'https://www.who.int/news-room/fact-sheets/detail/dementia',
      accessed: date(2023, 10, 12),
    },
    reference:
      'World Health Organization. Dementia [Internet]. 2023 [cited 2023 Oct 12]. Available from: https://www.who.int/news-room/fact-sheets/detail/dementia',
  },
  {
    source: 'Citing Medicine, journals on the Internet: an article',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Abood', 'S')],
      issued: date(2002, 6),
      title: 'Quality improvement initiative in nursing homes: the ANA acts in an advisory role',
      'container-title': 'Am J Nurs',
      volume: 102,
      issue: 6,
      page: '23',
      website: 'Nursing World',
      URL: 'http://www.nursingworld.org/AJN/2002/june/Wawatch.htm',
      accessed: date(2002, 8, 12),
    },
    reference:
      'Abood S. Quality improvement initiative in nursing homes: the ANA acts in an advisory role. Am J Nurs [Internet]. 2002 Jun [cited 2002 Aug 12];102(6):23. Available from: http://www.nursingworld.org/AJN/2002/june/Wawatch.htm',
  },
  {
    source: 'Citing Medicine, books: a book',
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Foley', 'K M'), person('Gelband', 'H')],
      issued: year(2001),
      title: 'Improving palliative care for cancer',
      publisher: 'National Academy Press',
      'publisher-place': 'Washington',
    },
    reference:
      'Foley KM, Gelband H. Improving palliative care for cancer. Washington: National Academy Press; 2001.',
  },
  {
    source:
      'Citing Medicine, journals: Vietnamese authors, family name with its diacritics, then initials without stops',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Nguyễn', 'Thị Minh'), person('Lê', 'Văn An'), person('Đặng', 'Thùy Trâm')],
      issued: date(2021, 3),
      title: 'Tỷ lệ tăng huyết áp ở người cao tuổi tại Hà Nội',
      'container-title': 'Tạp chí Y học Việt Nam',
      volume: 500,
      issue: 2,
      page: '45-49',
    },
    reference:
      'Nguyễn TM, Lê VA, Đặng TT. Tỷ lệ tăng huyết áp ở người cao tuổi tại Hà Nội. Tạp chí Y học Việt Nam. 2021 Mar;500(2):45-9.',
    inText: '(1)',
  },
]

const cited = citedTogether(
  cases,
  'ICMJE samples, book with personal authors',
  'Citing Medicine, journals: a standard',
  'Citing Medicine, journals: Vietnamese',
)

const lists: ManualList[] = [
  {
    source: 'Citing Medicine, citation-sequence system: numbered in the order first cited',
    entries: cited,
    references: [
      '1. Murray PR, Rosenthal KS, Kobayashi GS, Pfaller MA. Medical microbiology. 4th ed. St. Louis: Mosby; 2002.',
      '2. Petitti DB, Crooks VC, Buckwalter JG, Chiu V. Blood pressure levels before dementia. Arch Neurol. 2005 Jan;62(1):112-6.',
      '3. Nguyễn TM, Lê VA, Đặng TT. Tỷ lệ tăng huyết áp ở người cao tuổi tại Hà Nội. Tạp chí Y học Việt Nam. 2021 Mar;500(2):45-9.',
    ],
    inText: ['(1)', '(2)', '(3)'],
  },
]

describeManual('Vancouver (Citing Medicine, 2nd edition)', 'vancouver', cases, lists)
