import { date, type GuideInput, multiWork, noDate, org, person, year } from '../GuideInput.ts'

const strategist = 'Australian Strategic Policy Institute: The Strategist'

/** Examples of the guide's "Using RMIT Harvard" section (rules and the sample reference list). */
export const usingInputs: Record<string, GuideInput> = {
  'rmit-004': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Ayoob', 'Mohammed')],
      issued: year(2021),
      'year-suffix': 'a',
      title: 'How much change will the end of the Netanyahu era bring?',
      website: strategist,
      URL: 'https://www.aspistrategist.org.au/how-much-change-will-the-end-of-the-netanyahu-era-bring/',
      accessed: date(2021, 12, 9),
    },
    inText: { '(Ayoob 2021a, 2021b)': multiWork, 'Ayoob (2021a, 2021b)': multiWork },
  },
  'rmit-005': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Ayoob', 'Mohammed')],
      issued: year(2021),
      'year-suffix': 'b',
      title: 'What will happen to the nuclear deal under Iran’s new president?',
      website: strategist,
      URL: 'https://www.aspistrategist.org.au/what-will-happen-to-the-nuclear-deal-under-irans-new-president/',
      accessed: date(2021, 12, 9),
    },
    inText: { '(Ayoob 2021a, 2021b)': multiWork, 'Ayoob (2021a, 2021b)': multiWork },
  },
  'rmit-009': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Zufferey', 'Carole'), person('Yu', 'Nilan'), person('Hand', 'Tina')],
      issued: year(2020),
      title: 'Researching home in social work',
      'container-title': 'Qualitative Social Work',
      volume: 19,
      issue: '5-6',
      page: '1095-1110',
      DOI: '10.1177/1473325019880244',
    },
    slip: {
      expected:
        "Zufferey C, Yu N and Hand T (2020) 'Researching home in social work', *Qualitative Social Work*, 19(5-6):1095-1110, doi:10.1177/1473325019880244.",
      reason:
        'The DOI bullet puts the article title in curly quotes; every other example uses straight quotes.',
    },
  },
  'rmit-010': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Shourkaei', 'Mohammad Mahdi')],
      issued: year(2025),
      title:
        'Going beyond the business case for sustainability: main business-level shifts for pursuing strong sustainability',
      'container-title': 'Journal of Cleaner Production',
      volume: 518,
      number: '145905',
      DOI: '10.1016/j.jclepro.2025.145905',
    },
  },
  'rmit-011': {
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Tian', 'Xin'), person('Yang', 'Tao'), person('Li', 'Zhen'), person('Liu', 'Yang')],
      issued: year(2025),
      title:
        'Effects of long-term organic fertilizer and straw on soil quality and crop yield in a rapeseed–maize rotation system',
      'container-title': 'PloS one',
      volume: 20,
      issue: 4,
      number: 'e0322223',
      DOI: '10.1371/journal.pone.0322223',
    },
  },
  'rmit-012': {
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Mohsin', 'Mohammad'), person('Ghosh', 'Tanmoy'), person('Hoque', 'Nafisa')],
      issued: year(2025),
      title:
        'Prediction and optimization of strength and CO2 emission for geopolymer concrete mix design using machine learning',
      'container-title': 'Results in Materials',
      volume: 28,
      page: '1–18',
      number: '100791',
      DOI: 'https://doi.org/10.1016/j.rinma.2025.100791',
    },
  },
  'rmit-013': {
    formatId: 17,
    item: {
      type: 'report',
      author: [org('Australian Association of Social Workers', 'AASW')],
      issued: year(2021),
      title: 'Annual report 2020-2021',
      website: 'AASW',
      URL: 'https://www.aasw.asn.au/publications/reports',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-014': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Cassiano', 'Dalila Rosa'),
        person('Bertoncini', 'Bruno Vieira'),
        { family: 'Oliveira', 'non-dropping-particle': 'de', given: 'Leise Kelli' },
      ],
      issued: year(2021),
      title:
        'A conceptual model based on the activity system and transportation system for sustainable urban freight transport',
      'container-title': 'Sustainability',
      volume: 13,
      issue: 10,
      page: '5642',
      DOI: '10.3390/su13105642',
    },
  },
  'rmit-015': { unmapped: 'Act of Parliament: the product has no legislation format' },
  'rmit-016': {
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Day', 'Trevor')],
      issued: year(2018),
      title: 'Success in academic writing',
      edition: 2,
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
  },
  'rmit-017': {
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
  'rmit-018': {
    formatId: 14,
    item: {
      type: 'document',
      author: [org('Department of Education and Training Victoria', 'DET')],
      issued: year(2020),
      title: 'High impact teaching strategies',
      website: 'DET',
      URL: 'https://www.education.vic.gov.au/school/teachers/teachingresources/practice/improve/Pages/hits.aspx',
      accessed: date(2021, 12, 13),
    },
    inText: {
      '(DET, Victoria 2020)': {
        expected: '(DET 2020)',
        reason: 'In text the guide writes "DET, Victoria" although the reference author is "DET (...)".',
      },
    },
  },
  'rmit-019': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Ghezzi', 'Antonio'), person('Cavallo', 'Angelo')],
      issued: year(2020),
      title: 'Agile business model innovation in digital entrepreneurship: lean startup approaches',
      'container-title': 'Journal of Business Research',
      volume: 10,
      page: '519-537',
      DOI: '10.1016/j.jbusres.2018.06.013',
    },
    inText: { '(Ghezzi and Cavallo 2018; Jocevski 2020; Soluk et al. 2021)': multiWork },
  },
  'rmit-020': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Heath', 'Nick')],
      issued: year(2021),
      title: "What is AI? Here's everything you need to know about artificial intelligence",
      website: 'ZDNet',
      URL: 'https://www.zdnet.com/article/what-is-ai-heres-everything-you-need-to-know-about-artificial-intelligence/',
      accessed: date(2021, 12, 9),
    },
  },
  'rmit-021': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Jocevski', 'Milan')],
      issued: year(2020),
      title: 'Blurring the lines between physical and digital spaces: business model innovation in retailing',
      'container-title': 'California Management Review',
      volume: 63,
      issue: 1,
      page: '99-117',
      DOI: '10.1177/0008125620953639',
    },
    inText: { '(Ghezzi and Cavallo 2018; Jocevski 2020; Soluk et al. 2021)': multiWork },
  },
  'rmit-022': {
    formatId: 21,
    item: {
      type: 'report',
      author: [org('MarketLine Limited')],
      issued: year(2021),
      title: 'Global - apparel manufacturing',
      source: 'MarketLine',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-023': {
    formatId: 23,
    item: {
      type: 'motion_picture',
      director: [person('Reynolds', 'Molly')],
      issued: year(2017),
      title: 'My name is Gulpilil',
      publisher: 'Screen Australia, South Australian Film Corporation and ABC',
      'publisher-place': 'Australia',
    },
  },
  'rmit-024': {
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Sahai', 'Shivani'), person('Goel', 'Ruchi'), person('Singh', 'Gurpreet')],
      issued: year(2021),
      title: 'Building the world of internet of things',
      editor: [
        person('Abraham', 'Ajith'),
        person('Dash', 'Sujata Y'),
        person('Liang', 'Yu'),
        person('Pani', 'Subhendu K'),
      ],
      'container-title': 'Advanced soft computing techniques in data science, IoT and cloud computing',
      publisher: 'Springer International Publishing AG',
      DOI: '10.1007/978-3-030-75657-4',
    },
  },
  'rmit-025': {
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Soluk', 'Julian'),
        person('Miroshnychenko', 'Ivan'),
        person('Kammerlander', 'Nadine'),
        { family: 'Massis', 'non-dropping-particle': 'De', given: 'Alfredo' },
      ],
      issued: year(2021),
      title:
        'Family influence and digital business model innovation: the enabling role of dynamic capabilities',
      'container-title': 'Entrepreneurship Theory and Practice',
      volume: 45,
      issue: 4,
      page: '867–905',
      DOI: '10.1177/1042258721998946',
    },
    inText: { '(Ghezzi and Cavallo 2018; Jocevski 2020; Soluk et al. 2021)': multiWork },
  },
  'rmit-026': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('Telstra')],
      issued: noDate,
      title: 'Homepage',
      website: 'Telstra',
      URL: 'https://www.telstra.com.au/',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-027': {
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
  'rmit-028': {
    formatId: 12,
    item: {
      type: 'post',
      author: [person('Thunberg', 'Greta')],
      issued: date(2021, 11, 15),
      'year-suffix': 'a',
      title: "A reminder: the people in power don't need conferences, treaties...",
      genre: 'Tweet',
      'container-title': 'Greta Thunberg',
      URL: 'https://twitter.com/GretaThunberg/status/1460159146720997377',
      accessed: date(2021, 11, 1),
    },
    slip: {
      expected:
        "Thunberg G (15 November 2021a) 'A reminder: the people in power don't need conferences, treaties...' [Tweet], Greta Thunberg, accessed 1 November 2021. https://twitter.com/GretaThunberg/status/1460159146720997377",
      reason:
        'The URL in the sample reference list has a stray space (the social media section prints it whole).',
    },
  },
  'rmit-029': {
    formatId: 12,
    item: {
      type: 'post',
      author: [person('Thunberg', 'Greta')],
      issued: date(2021, 11, 28),
      'year-suffix': 'b',
      title: 'We can no longer let the people in power decide...',
      genre: 'Instagram post',
      'container-title': 'Greta Thunberg',
      URL: 'https://www.instagram.com/tv/CUXUfZIsHBm/',
      accessed: date(2021, 11, 1),
    },
  },
  'rmit-030': {
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Wright', 'Shane'), person('Duke', 'Jennifer')],
      issued: date(2021, 10, 9),
      title: 'RBA issues warning as property prices surge',
      'container-title': 'The Age',
      source: 'Australia & New Zealand Newsstream',
      accessed: date(2021, 11, 26),
    },
    slip: {
      expected:
        "Wright S and Duke J (9 October 2021) 'RBA issues warning as property prices surge', *The Age*, accessed 26 November 2021, Australia & New Zealand Newsstream database.",
      reason:
        'The sample reference list keeps the pre-2022 newspaper form (year only, plain paper name, page, ". Database"); the newspaper sections give the current form.',
    },
  },
  'rmit-031': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('World Health Organization', 'WHO')],
      issued: year(2021),
      title: 'WHO accelerates work on nutrition targets with new commitments',
      website: 'WHO',
      URL: 'https://www.who.int/news/item/07-12-2021-who-accelerates-work-on-nutrition-targets-with-new-commitments',
      accessed: date(2021, 12, 9),
    },
  },
}
