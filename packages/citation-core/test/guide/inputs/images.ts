import { date, type GuideInput, noDate, org, person, year } from '../GuideInput.ts'

const wgsn = (accessedOn = date(2022, 8, 19)) => ({ source: 'WGSN', accessed: accessedOn })
const met = 'The Metropolitan Museum of Art'

/** Examples of the guide's "Artworks, images, tables and graphs" section. */
export const imageInputs: Record<string, GuideInput> = {
  'rmit-115': {
    formatId: 29,
    item: {
      type: 'map',
      author: [org('Department of Transport and Planning, Victoria', 'DTP')],
      issued: year(2020),
      title: 'Plenty Road Bundoora 3083',
      genre: 'digital map',
      website: 'VicPlan',
      URL: 'https://mapshare.vic.gov.au/vicplan/',
      accessed: date(2021, 12, 10),
    },
  },
  'rmit-116': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Kaiser', 'Peter')],
      issued: year(1975),
      title: 'Growing over the fence',
      medium: 'synthetic polymer paint on canvas',
      website: 'National Gallery of Victoria',
      URL: 'https://www.ngv.vic.gov.au/explore/collection/work/60587/',
      accessed: date(2023, 7, 20),
    },
  },
  'rmit-117': {
    formatId: 29,
    item: {
      type: 'map',
      author: [person('Kearney', 'James')],
      issued: year(1855),
      title: 'Melbourne and its suburbs: map 1',
      genre: 'digitised map',
      website: 'State Library of Victoria',
      URL: 'https://www.slv.vic.gov.au/search-discover/explore-collections-format/maps/maps-melbourne-city-suburbs',
      accessed: date(2021, 12, 10),
    },
  },
  'rmit-118': {
    formatId: 28,
    item: {
      type: 'graphic',
      issued: { literal: '11th-12th century' },
      title: 'Tapestry with dragons and flowers',
      medium: 'silk tapestry',
      website: met,
      URL: 'https://www.metmuseum.org/art/collection/search/39733',
      accessed: date(2021, 12, 9),
    },
  },
  'rmit-119': {
    formatId: 29,
    item: {
      type: 'map',
      author: [org('Aerometrex')],
      issued: year(2021),
      title: 'ANZ stadium, Sydney Olympic Park, NSW',
      genre: 'digital map',
      source: 'MetroMap',
      accessed: date(2021, 12, 10),
    },
    slip: {
      expected:
        'Aerometrex (2021) *ANZ stadium, Sydney Olympic Park, NSW* [digital map], accessed 10 December 2021, MetroMap database.',
      reason: 'The italics cover only part of the map title ("ANZ stadium, *Sydney Olympic Park, NSW*").',
    },
  },
  'rmit-120': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [org('Primal Pictures')],
      issued: noDate,
      title: 'Lateral nasal cavity',
      medium: 'interactive 3D illustration',
      source: 'Anatomy.tv',
      accessed: date(2022, 8, 19),
    },
  },
  'rmit-121': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [org('Chanel')],
      issued: noDate,
      title: 'cha_mon_ps23_003',
      medium: 'photograph',
      ...wgsn(),
      URL: 'https://www.wgsn.com/content/image_viewer/#/image.35640165',
    },
  },
  'rmit-122': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Jacobs', 'Marc')],
      issued: year(2022),
      title: 'New York autumn/winter 2022: women',
      medium: 'gallery of photographs',
      ...wgsn(),
      URL: 'https://www.wgsn.com/catwalk_gallery/#gender=2&season=0&city=0&show=81316',
    },
  },
  'rmit-123': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Khan', 'Aisha')],
      issued: noDate,
      title: 'Womenswear forecast S/S 24: SenseScapes',
      medium: 'photograph',
      ...wgsn(),
      URL: 'https://www.wgsn.com/fashion/article/62d668672dbcfed4840eacf3#page4',
    },
  },
  'rmit-124': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Dwyer', 'Mikala')],
      issued: year(2021),
      title: 'Apparition',
      medium: 'night-time digital projection onto holo-gauze screen',
      archive: 'University Square',
      'archive-place': 'Carlton, VIC',
    },
  },
  'rmit-125': {
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Pollock', 'Jackson')],
      issued: year(1952),
      title: 'Blue poles',
      medium: 'Oil, enamel, aluminium paint, and glass on canvas',
      archive: 'National Gallery of Australia',
      'archive-place': 'Canberra',
    },
    inText: { "Pollock's (1952)": { skip: 'possessive form written into the sentence' } },
  },
  'rmit-126': {
    formatId: 29,
    item: {
      type: 'map',
      author: [org('Melway')],
      issued: year(2021),
      title: 'Geelong',
      genre: 'print map',
      publisher: 'Melway',
      'publisher-place': 'Clayton, VIC',
    },
  },
  'rmit-128': {
    formatId: 16,
    item: {
      type: 'report',
      author: [org('Australian Bureau of Statistics', 'ABS')],
      issued: year(2023),
      title: 'Estimating homelessness: census 2021',
      website: 'ABS',
      URL: 'https://www.abs.gov.au/statistics/people/housing/estimating-homelessness-census/2021',
      accessed: date(2023, 9, 15),
    },
  },
  'rmit-129': {
    formatId: 43,
    item: {
      type: 'chapter',
      author: [
        person('Barrera', 'Cristina'),
        person('Fito', 'Pedro J'),
        person('Castro-Giraldez', 'Marta'),
        person('Betoret', 'Noelia'),
        person('Segui', 'Lucia'),
      ],
      issued: year(2023),
      title: 'Microwave application to food and food waste processing',
      editor: [person('Chhikara', 'Navnidhi'), person('Panghal', 'Anil'), person('Chaudhary', 'Gaurav')],
      'container-title': 'Novel technologies in food science',
      publisher: 'Scrivener Publishing',
      'publisher-place': 'Beverly, Massachusetts',
    },
  },
  'rmit-130': {
    formatId: 18,
    item: {
      type: 'dataset',
      author: [org('Department of Employment and Workplace Relations, Australia', 'DEWR')],
      issued: year(2023),
      title: 'Skills for Education and Employment (SEE) training sites',
      website: 'data.gov.au',
      URL: 'https://data.gov.au/data/dataset/skills-for-education-and-employment-see-training-sites',
      accessed: date(2023, 9, 15),
    },
  },
  'rmit-131': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Edvardsson', 'David'), person('Watt', 'Elizabeth'), person('Pearce', 'Fiona')],
      issued: year(2017),
      title:
        'Patient experiences of caring and person-centredness are associated with perceived nursing care quality',
      'container-title': 'Journal of Advanced Nursing',
      volume: 73,
      issue: 1,
      page: '217-227',
      DOI: '10.1111/jan.13105',
    },
    inText: {
      '(Edvardsson et al. 2016)': {
        expected: '(Edvardsson et al. 2017)',
        reason: 'The in-text example is dated 2016; the reference is dated 2017.',
      },
    },
  },
  'rmit-132': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Fu', 'Wangqian')],
      issued: year(2022),
      title: 'Inclusive education in China: ideas, practices and challenges',
      publisher: 'Routledge',
      'publisher-place': 'Abingdon, Oxfordshire',
    },
  },
  'rmit-133': {
    formatId: 21,
    item: {
      type: 'report',
      author: [org('MarketLine Limited')],
      issued: year(2023),
      title: 'General Motors Company',
      source: 'MarketLine',
      accessed: date(2023, 9, 16),
    },
  },
  'rmit-134': {
    formatId: 21,
    item: {
      type: 'report',
      author: [person('Wheeler', 'Kate')],
      issued: year(2023),
      title: 'Clothing retailing in Australia',
      number: 'G4251',
      source: 'IBISWorld',
      accessed: date(2023, 9, 15),
    },
  },
}
