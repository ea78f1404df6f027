import { date, type GuideInput, multiWork, org, person, year } from '../GuideInput.ts'

const icao = 'International Civil Aviation Organization'
const lynch = person('Lynch', 'Michael Patrick')

/** Examples of the guide's "Books" section. */
export const bookInputs: Record<string, GuideInput> = {
  'rmit-033': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Deegan', 'Craig')],
      issued: year(2019),
      title: 'An introduction to accounting: accountability in organisations and society',
      publisher: 'Cengage Learning Australia',
      'publisher-place': 'Southbank',
    },
  },
  'rmit-034': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Hill', 'Alice C'), person('Martinez-Diaz', 'Leonardo')],
      issued: year(2020),
      title: 'Building a resilient tomorrow: how to prepare for the coming climate disruption',
      publisher: 'Oxford University Press',
      'publisher-place': 'New York',
    },
    inText: {
      'Hill and Martinez-Diez (2020:18)': {
        expected: 'Hill and Martinez-Diaz (2020:18)',
        reason: 'The in-text examples spell the name Martinez-Diez; the reference spells it Martinez-Diaz.',
      },
      '(Hill and Martinez-Diez 2020:18)': {
        expected: '(Hill and Martinez-Diaz 2020:18)',
        reason: 'The in-text examples spell the name Martinez-Diez; the reference spells it Martinez-Diaz.',
      },
      '(Hill and Martinez-Diez 2020)': {
        expected: '(Hill and Martinez-Diaz 2020)',
        reason: 'The in-text examples spell the name Martinez-Diez; the reference spells it Martinez-Diaz.',
      },
    },
  },
  'rmit-036': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Mewburn', 'Inger'), person('Firth', 'Katherine'), person('Lehmann', 'Shaun')],
      issued: year(2018),
      title: 'How to fix your academic writing trouble: a practical guide',
      publisher: 'Open University Press',
      'publisher-place': 'Maidenhead',
    },
  },
  'rmit-038': {
    formatId: 1,
    item: {
      type: 'book',
      author: [org(icao, 'ICAO')],
      issued: year(2018),
      title: 'Safety management manual',
      edition: '4',
      publisher: 'ICAO',
      'publisher-place': 'Montréal',
    },
    inText: {
      'International Civil Aviation Organization (2018:1-1)': {
        expected: 'ICAO (2018:1-1)',
        reason:
          'The in-text examples belong to the unabbreviated variant (rmit-039); with "ICAO (...)" the text uses ICAO.',
      },
      '(International Civil Aviation Organization 2018)': {
        expected: '(ICAO 2018)',
        reason:
          'The in-text examples belong to the unabbreviated variant (rmit-039); with "ICAO (...)" the text uses ICAO.',
      },
    },
  },
  'rmit-039': {
    formatId: 1,
    item: {
      type: 'book',
      author: [org(icao)],
      issued: year(2018),
      title: 'Safety management manual',
      edition: 4,
      publisher: icao,
      'publisher-place': 'Montréal',
    },
  },
  'rmit-041': {
    formatId: 1,
    item: {
      type: 'book',
      author: [],
      issued: year(2019),
      title: 'A Warning',
      publisher: 'Little Brown',
      'publisher-place': 'London',
    },
  },
  'rmit-043': {
    formatId: 1,
    item: {
      type: 'book',
      author: [lynch],
      issued: year(2016),
      title: 'The internet of us: knowing more and understanding less in the age of big data',
      publisher: 'Liveright Publishing Corporation',
      'publisher-place': 'New York',
    },
    inText: { '(Lynch 2016, 2019)': multiWork },
  },
  'rmit-044': {
    formatId: 1,
    item: {
      type: 'book',
      author: [lynch],
      issued: year(2019),
      title: 'Know-it-all society: truth and arrogance in political culture',
      publisher: 'Liveright Publishing Corporation',
      'publisher-place': 'New York',
    },
    inText: { '(Lynch 2016, 2019)': multiWork },
  },
  'rmit-045': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Day', 'Trevor')],
      issued: year(2018),
      title: 'Success in academic writing',
      edition: '2nd',
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
  },
  'rmit-046': {
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Sahai', 'Shivani'), person('Goel', 'Ruchi'), person('Singh', 'Gurpreet')],
      issued: year(2021),
      title: 'Building the world of internet of things',
      editor: [
        person('Abraham', 'Ajith'),
        person('Dash', 'S. Y.'),
        person('Liang', 'Yu'),
        person('Pani', 'S.K.'),
      ],
      'container-title': 'Advanced soft computing techniques in data science, IoT and cloud computing',
      publisher: 'Springer International Publishing AG',
      DOI: 'doi:10.1007/978-3-030-75657-4',
    },
  },
  'rmit-047': {
    formatId: 39,
    item: {
      type: 'book',
      editor: [person('Meiner', 'Sue'), person('Yeager', 'Jennifer J')],
      issued: year(2019),
      title: 'Gerontologic nursing',
      edition: 6,
      publisher: 'Elsevier',
      'publisher-place': 'St. Louis',
    },
  },
  'rmit-049': {
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Carroll', 'Henry')],
      issued: year(2017),
      title: 'Read this if you want to take great photographs',
      publisher: 'Laurence King Publishing',
      'publisher-place': 'London',
    },
  },
  'rmit-050': {
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Edwards', 'Meredith'), person('Howard', 'Cosmo'), person('Miller', 'Robin')],
      issued: year(2020),
      title: 'Social policy, public policy: from problem to practice',
      publisher: 'Routledge',
      DOI: '10.4324/9781003117254',
    },
  },
  'rmit-051': {
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Perheentupa', 'Johanna')],
      issued: year(2020),
      title: 'Redfern: Aboriginal activism in the 1970s',
      publisher: 'Aboriginal Studies Press',
      'publisher-place': 'Canberra',
    },
  },
  'rmit-052': {
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Pinheiro', 'Maria Manuela'), person('Costa', 'Alcina João')],
      issued: year(2021),
      title: 'Accounting ethics education: teaching virtues and values',
      publisher: 'Taylor & Francis Group',
      DOI: '10.4324/9780429321597',
    },
  },
  'rmit-054': {
    formatId: 4,
    item: {
      type: 'entry-encyclopedia',
      author: [person('Baird', 'Chris')],
      issued: year(2018),
      title: 'Determinism',
      editor: [person('Kolb', 'Robert W')],
      'container-title': 'The SAGE encyclopedia of business ethics and society',
      publisher: 'SAGE Publications',
      'publisher-place': 'Thousand Oaks',
    },
  },
  'rmit-055': {
    formatId: 4,
    item: {
      type: 'entry-dictionary',
      author: [person('Neal', 'Mark')],
      issued: year(2019),
      title: 'Damascus Securities Exchange',
      'container-title': 'A dictionary of business and management in the Middle East and North Africa',
      publisher: 'Oxford University Press',
      DOI: '10.1093/acref/9780191843266.001.0001',
    },
  },
  'rmit-057': {
    formatId: 5,
    item: {
      type: 'pamphlet',
      author: [org('Australian Centre for the Moving Image', 'ACMI')],
      issued: year(2021),
      title: 'Disney: the magic of animation',
      genre: 'brochure',
      publisher: 'ACMI',
      'publisher-place': 'Melbourne',
    },
  },
  'rmit-058': {
    formatId: 5,
    item: {
      type: 'pamphlet',
      author: [org('Specialist Imaging For Women')],
      issued: { 'date-parts': [[2021]], circa: true },
      title: 'Paediatrics services',
      genre: 'pamphlet',
      publisher: 'Specialist Imaging For Women',
      'publisher-place': 'Ivanhoe, VIC',
    },
    slip: {
      expected:
        'Specialist Imaging For Women (c. 2021) *Paediatrics services* [pamphlet], Specialist Imaging For Women, Ivanhoe, VIC.',
      reason:
        'The reference prints "(c.2021)"; the rule and the in-text example write "c. 2021" with a space.',
    },
  },
  'rmit-059': {
    formatId: 6,
    item: {
      type: 'book',
      author: [org('NGV International')],
      issued: year(2020),
      title: 'Gabrielle Chanel. Fashion manifesto',
      medium: 'print',
      'event-date': {
        'date-parts': [
          [2020, 12, 5],
          [2021, 4, 25],
        ],
      },
      publisher: 'National Gallery of Victoria and Thames & Hudson',
      'publisher-place': 'Melbourne',
    },
    inText: {
      '(NGV International 2021)': {
        expected: '(NGV International 2020)',
        reason: 'The in-text example is dated 2021 (and another has no year); the reference is dated 2020.',
      },
    },
  },
  'rmit-060': {
    formatId: 6,
    item: {
      type: 'book',
      author: [person('Carpenter', 'John T')],
      issued: year(2012),
      title: 'Designing nature: the Rinpa aesthetic in Japanese art',
      medium: 'online',
      'event-date': {
        'date-parts': [
          [2012, 5, 26],
          [2013, 1, 13],
        ],
      },
      website: 'The Metropolitan Museum of Art',
      URL: 'https://www.metmuseum.org/art/metpublications/Designing_Nature_The_Rinpa_Aesthetic_in_Japanese_Art?Tag=Notable%20exhibition%20catalogues&title=&author=&pt=&tc=&dept=&fmt=',
      accessed: date(2021, 12, 13),
    },
  },
}
