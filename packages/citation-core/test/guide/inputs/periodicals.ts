import { date, type GuideInput, person, year } from '../GuideInput.ts'

const blakely = { skip: 'secondary citation of a person quoted in the article' } as const

/** Examples of the guide's "Journal articles" and "Newspaper and magazine articles" sections. */
export const periodicalInputs: Record<string, GuideInput> = {
  'rmit-061': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Papadopoulou', 'Maria')],
      issued: year(2020),
      title:
        "Supporting the development of early years students' professional identities through an action research programme",
      'container-title': 'Educational Action Research',
      volume: 28,
      issue: 4,
      page: '686-699',
      DOI: '10.1080/09650792.2019.1652196',
    },
  },
  'rmit-062': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Fiorineschi', 'Lorenzo'), person('Rotini', 'Federico')],
      issued: year(2021),
      title: 'Novelty metrics in engineering design',
      'container-title': 'Journal of Engineering Design',
      volume: '32',
      issue: '11',
      page: '590-620',
      DOI: '10.1080/09544828.2021.1928024',
    },
  },
  'rmit-063': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Bichler', 'Karin J'), person('Jakobi', 'Bruno'), person('Schneider', 'Gerald J')],
      issued: year(2021),
      title: 'Dynamical comparison of different polymer architectures - bottlebrush vs linear polymer',
      'container-title': 'Macromolecules',
      volume: 54,
      issue: 4,
      page: '1829-1837',
      DOI: '10.1021/acs.macromol.0c02104',
    },
  },
  'rmit-064': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Mobbs', 'Dean'),
        person('Wise', 'Toby'),
        person('Suthana', 'Nanthia'),
        person('Guzmán', 'Noah'),
        person('Kriegeskorte', 'Nikolaus'),
        person('Leibo', 'Joel Z'),
      ],
      issued: year(2021),
      title: 'Promises and challenges of human computational ethology',
      'container-title': 'Neuron',
      volume: 109,
      issue: 14,
      page: '2224-2238',
      DOI: '10.1016/j.neuron.2021.05.021',
    },
  },
  'rmit-065': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [],
      issued: year(2021),
      title: 'Giant cell arteritis: one size does not fit all',
      'container-title': 'The Lancet Rheumatology',
      volume: 3,
      issue: 12,
      page: 'E819',
      DOI: '10.1016/S2665-9913(21)00364-7',
    },
  },
  'rmit-067': {
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Barkela', 'Berend')],
      issued: year(2021),
      title:
        'Leadership communication and knowledge integration across the artistic, technical and administration area in theaters',
      'container-title': 'Journal of Arts Management, Law, and Society',
      volume: 51,
      issue: 6,
      page: '393-409',
      DOI: '10.1080/10632921.2021.1974628',
    },
  },
  'rmit-068': {
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [
        person('Llaha', 'Fjorida'),
        person('Gil-Lespinard', 'Mercedes'),
        person('Unal', 'Pelin'),
        { family: 'Villasante', 'non-dropping-particle': 'de', given: 'Izar' },
        person('Castañeda', 'Jazmín'),
        person('Zamora-Ros', 'Raul'),
      ],
      issued: year(2021),
      title:
        'Consumption of sweet beverages and cancer risk. A systematic review and meta-analysis of observational studies',
      'container-title': 'Nutrients',
      volume: 13,
      issue: 2,
      page: '516',
      website: 'MDPI Open Access Journals',
      URL: 'https://www.mdpi.com/2072-6643/13/2/516/htm',
      accessed: date(2021, 11, 26),
    },
  },
  'rmit-069': {
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Wilson', 'Claire'), person('Marks Woolfson', 'Lisa'), person('Durkin', 'Kevin')],
      issued: year(2020),
      title:
        "School environment and mastery experience as predictors of teachers' self-efficacy beliefs towards inclusive teaching",
      'container-title': 'International Journal of Inclusive Education',
      volume: 24,
      issue: 2,
      page: '218-234',
      source: 'Taylor & Francis Online',
      accessed: date(2021, 11, 26),
    },
  },
  'rmit-070': {
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Yeates', 'Clancy')],
      issued: date(2021, 12, 6),
      title: 'CEO pay of big banks could be linked to climate change targets',
      'container-title': 'The Age',
    },
  },
  'rmit-071': {
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Wright', 'Shane'), person('Duke', 'Jennifer')],
      issued: date(2021, 10, 9),
      title: 'RBA issues warning as property prices surge',
      'container-title': 'The Age',
    },
    slip: {
      expected:
        "Wright S and Duke J (9 October 2021) 'RBA issues warning as property prices surge', *The Age*.",
      reason: 'The full stop is inside the italics ("*The Age.*"); the other print example has "*The Age*.".',
    },
  },
  'rmit-073': {
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [],
      issued: date(2021, 8, 7),
      title: 'Small business response to COVID-19',
      'container-title': 'Financial Review',
    },
  },
  'rmit-075': {
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Hall', 'James')],
      issued: date(2022, 6, 24),
      title: "It's time for a change",
      'container-title': 'Herald Sun',
      source: 'Factiva',
      accessed: date(2022, 7, 4),
    },
  },
  'rmit-077': {
    formatId: 10,
    item: {
      type: 'article-newspaper',
      issued: date(2022, 6, 28),
      title: 'Mental health issues top chronic illness list: health',
      'container-title': 'The Age',
      source: 'Australia & New Zealand Newsstream',
      accessed: date(2022, 7, 4),
    },
  },
  'rmit-079': {
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Proust', 'Marie'), person('Gailberger', 'Jade')],
      issued: date(2021, 11, 28),
      title: 'Experts call for booster shots to be given earlier as Omicron confirmed in Australia',
      'container-title': 'Herald Sun',
      URL: 'https://www.heraldsun.com.au/coronavirus/experts-call-for-booster-shots-to-be-given-earlier-as-omicron-confirmed-in-australia/news-story/23b3c3a3baa4c0bed542c892c6a6a84a',
      accessed: date(2021, 11, 29),
    },
    inText: { '(Blakely cited in Proust and Gailberger 2021)': blakely },
  },
  'rmit-081': {
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [],
      issued: date(2022, 1, 24),
      title: 'Economists tip August interest rate hike as the cost of living rises',
      'container-title': 'The Age',
      URL: 'https://www.theage.com.au/politics/federal/economists-tip-august-interest-rate-hike-as-the-cost-of-living-rises-20220124-p59qoc.html',
      accessed: date(2022, 1, 24),
    },
  },
}
