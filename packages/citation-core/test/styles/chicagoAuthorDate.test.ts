import { date, describeManual, type ManualCase, type ManualList, org, person, year } from './manualCases.ts'

/**
 * Chicago author-date: The Chicago Manual of Style, 17th edition (chapter 15, and its author-date quick guide), as
 * a student enters the examples in the tool's formats. English titles take headline capitals, as the manual asks.
 */
const cases: ManualCase[] = [
  {
    source: 'Quick guide, book by one author',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Smith', 'Zadie')],
      issued: year(2016),
      title: 'Swing time',
      publisher: 'Penguin Press',
      'publisher-place': 'New York',
    },
    reference: 'Smith, Zadie. 2016. *Swing Time*. New York: Penguin Press.',
    inText: '(Smith 2016, 315–16)',
    narrative: 'Smith (2016, 315–16)',
    locator: '315-316',
  },
  {
    source: 'Quick guide, book by two authors',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Grazer', 'Brian'), person('Fishman', 'Charles')],
      issued: year(2015),
      title: 'A curious mind: the secret to a bigger life',
      publisher: 'Simon & Schuster',
      'publisher-place': 'New York',
    },
    reference:
      'Grazer, Brian, and Charles Fishman. 2015. *A Curious Mind: The Secret to a Bigger Life*. New York: Simon & Schuster.',
    inText: '(Grazer and Fishman 2015, 12)',
    narrative: 'Grazer and Fishman (2015, 12)',
    locator: '12',
  },
  {
    source: 'Quick guide, chapter in an edited book',
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Thoreau', 'Henry David')],
      issued: year(2016),
      title: 'Walking',
      editor: [person('D’Agata', 'John')],
      'container-title': 'The making of the American essay',
      page: '167-195',
      publisher: 'Graywolf Press',
      'publisher-place': 'Minneapolis',
    },
    reference:
      'Thoreau, Henry David. 2016. “Walking.” In *The Making of the American Essay*, edited by John D’Agata, 167–95. Minneapolis: Graywolf Press.',
    inText: '(Thoreau 2016, 177–78)',
    locator: '177-178',
  },
  {
    source: 'Quick guide, journal article with a DOI',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Keng', 'Shao-Hsun'), person('Lin', 'Chun-Hung'), person('Orazem', 'Peter F')],
      issued: year(2017),
      title:
        'Expanding college access in Taiwan, 1978–2014: effects on graduate quality and income inequality',
      'container-title': 'Journal of Human Capital',
      volume: 11,
      issue: 1,
      page: '1-34',
      DOI: '10.1086/690235',
    },
    reference:
      'Keng, Shao-Hsun, Chun-Hung Lin, and Peter F. Orazem. 2017. “Expanding College Access in Taiwan, 1978–2014: Effects on Graduate Quality and Income Inequality.” *Journal of Human Capital* 11 (1): 1–34. https://doi.org/10.1086/690235.',
    inText: '(Keng, Lin, and Orazem 2017, 9–10)',
    locator: '9-10',
  },
  {
    source: 'Quick guide, translated book',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Lahiri', 'Jhumpa')],
      translator: [person('Goldstein', 'Ann')],
      issued: year(2016),
      title: 'In other words',
      publisher: 'Alfred A. Knopf',
      'publisher-place': 'New York',
    },
    reference:
      'Lahiri, Jhumpa. 2016. *In Other Words*. Translated by Ann Goldstein. New York: Alfred A. Knopf.',
    inText: '(Lahiri 2016, 146)',
    locator: '146',
  },
  {
    source: 'Quick guide, journal article from a database',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('LaSalle', 'Peter')],
      issued: year(2017),
      title: 'Conundrum: a story about reading',
      'container-title': 'New England Review',
      volume: 38,
      issue: 1,
      page: '95-109',
      source: 'Project MUSE',
      accessed: date(2017, 6, 1),
    },
    reference:
      'LaSalle, Peter. 2017. “Conundrum: A Story about Reading.” *New England Review* 38 (1): 95–109. Project MUSE.',
    inText: '(LaSalle 2017, 101)',
    locator: '101',
  },
  {
    source: 'Quick guide, article in a print magazine',
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Mead', 'Rebecca')],
      issued: date(2017, 4, 17),
      title: 'The prophet of dystopia',
      'container-title': 'New Yorker',
    },
    reference: 'Mead, Rebecca. 2017. “The Prophet of Dystopia.” *New Yorker*, April 17, 2017.',
    inText: '(Mead 2017, 43)',
    locator: '43',
  },
  {
    source: 'Quick guide, newspaper article online',
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Manjoo', 'Farhad')],
      issued: date(2017, 3, 8),
      title: 'Snap makes a bet on the cultural supremacy of the camera',
      'container-title': 'New York Times',
      URL: 'https://www.nytimes.com/2017/03/08/technology/snap-makes-a-bet-on-the-cultural-supremacy-of-the-camera.html',
      accessed: date(2017, 3, 10),
    },
    reference:
      'Manjoo, Farhad. 2017. “Snap Makes a Bet on the Cultural Supremacy of the Camera.” *New York Times*, March 8, 2017. https://www.nytimes.com/2017/03/08/technology/snap-makes-a-bet-on-the-cultural-supremacy-of-the-camera.html.',
    inText: '(Manjoo 2017)',
  },
  {
    source: 'Chapter 15, a webpage with no date takes the date it was accessed',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('Yale University')],
      issued: { literal: 'n.d.' },
      title: 'About Yale: Yale facts',
      website: 'Yale University',
      URL: 'https://www.yale.edu/about-yale/yale-facts',
      accessed: date(2017, 5, 1),
    },
    reference:
      'Yale University. n.d. “About Yale: Yale Facts.” Accessed May 1, 2017. https://www.yale.edu/about-yale/yale-facts.',
    inText: '(Yale University, n.d.)',
  },
  {
    source: 'Quick guide, thesis or dissertation',
    formatId: 42,
    item: {
      type: 'thesis',
      author: [person('Rutz', 'Cynthia Lillian')],
      issued: year(2013),
      title: 'King Lear and its folktale analogues',
      genre: 'PhD dissertation',
      publisher: 'University of Chicago',
      'publisher-place': 'Chicago',
    },
    reference:
      'Rutz, Cynthia Lillian. 2013. “King Lear and Its Folktale Analogues.” PhD diss., University of Chicago.',
    inText: '(Rutz 2013, 99–100)',
    locator: '99-100',
  },
  {
    source: 'Chapter 15, an edited book',
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
    reference:
      'Meiner, Sue, and Jennifer J. Yeager, eds. 2019. *Gerontologic Nursing*. 6th ed. St. Louis: Elsevier.',
    inText: '(Meiner and Yeager 2019)',
  },
  {
    source: 'Chapter 15, an e-book with a DOI',
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Jackson', 'Lynne M')],
      issued: year(2019),
      title: 'The psychology of prejudice: from attitudes to social action',
      edition: 2,
      publisher: 'American Psychological Association',
      'publisher-place': 'Washington, DC',
      DOI: '10.1037/0000168-000',
    },
    reference:
      'Jackson, Lynne M. 2019. *The Psychology of Prejudice: From Attitudes to Social Action*. 2nd ed. Washington, DC: American Psychological Association. https://doi.org/10.1037/0000168-000.',
  },
  {
    source: 'Chapter 15, four or more authors: et al. in text',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Bay', 'Rachael A'),
        person('Harrigan', 'Ryan J'),
        person('Underwood', 'Vinh Le'),
        person('Gibbs', 'H Lisle'),
      ],
      issued: year(2018),
      title: 'Genomic signals of selection predict climate-driven population declines in a migratory bird',
      'container-title': 'Science',
      volume: 359,
      issue: 6371,
      page: '83-86',
      DOI: '10.1126/science.aan4380',
    },
    reference:
      'Bay, Rachael A., Ryan J. Harrigan, Vinh Le Underwood, and H. Lisle Gibbs. 2018. “Genomic Signals of Selection Predict Climate-Driven Population Declines in a Migratory Bird.” *Science* 359 (6371): 83–86. https://doi.org/10.1126/science.aan4380.',
    inText: '(Bay et al. 2018)',
    narrative: 'Bay et al. (2018)',
  },
  {
    source: 'Chapter 15, a journal article with an article number',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Jerrentrup', 'Andreas'), person('Mueller', 'Tobias'), person('Glowalla', 'Ulrich')],
      issued: year(2018),
      title: 'Teaching medicine with the help of Dr. House',
      'container-title': 'PLoS ONE',
      volume: 13,
      issue: 3,
      number: 'e0193972',
      DOI: '10.1371/journal.pone.0193972',
    },
    reference:
      'Jerrentrup, Andreas, Tobias Mueller, and Ulrich Glowalla. 2018. “Teaching Medicine with the Help of Dr. House.” *PLoS ONE* 13 (3): e0193972. https://doi.org/10.1371/journal.pone.0193972.',
  },
  {
    source: 'Chapter 15, a blog post',
    formatId: 11,
    item: {
      type: 'post-weblog',
      author: [person('Mewburn', 'Inger')],
      issued: date(2020, 6, 10),
      title: 'Why academic writing sucks (and how we can fix it)',
      'container-title': 'The Thesis Whisperer',
      URL: 'https://thesiswhisperer.com/2020/06/10/why-academic-writing-sucks-and-how-we-can-fix-it/',
      accessed: date(2021, 11, 30),
    },
    reference:
      'Mewburn, Inger. 2020. “Why Academic Writing Sucks (and How We Can Fix It).” *The Thesis Whisperer*, June 10, 2020. https://thesiswhisperer.com/2020/06/10/why-academic-writing-sucks-and-how-we-can-fix-it/.',
  },
  {
    source: 'Chapter 15, a report by an organisation',
    formatId: 17,
    item: {
      type: 'report',
      author: [org('World Health Organization')],
      issued: year(2020),
      title: 'World health statistics 2020: monitoring health for the SDGs',
      website: 'World Health Organization',
      URL: 'https://www.who.int/publications/i/item/9789240005105',
      accessed: date(2021, 11, 30),
    },
    reference:
      'World Health Organization. 2020. *World Health Statistics 2020: Monitoring Health for the SDGs*. https://www.who.int/publications/i/item/9789240005105.',
    inText: '(World Health Organization 2020)',
  },
  {
    source: 'Chapter 15, a film',
    formatId: 23,
    item: {
      type: 'motion_picture',
      director: [person('Forman', 'Milos')],
      issued: year(1975),
      title: 'One flew over the cuckoo’s nest',
      publisher: 'United Artists',
      'publisher-place': 'Los Angeles',
    },
    reference:
      'Forman, Milos, dir. 1975. *One Flew over the Cuckoo’s Nest*. Film. Los Angeles: United Artists.',
    inText: '(Forman 1975)',
  },
  {
    source: 'Chapter 15, a paper presented at a meeting',
    formatId: 32,
    item: {
      type: 'speech',
      author: [person('Garner', 'Robert'), person('Whitbread', 'Rachel')],
      issued: {
        'date-parts': [
          [2021, 10, 19],
          [2021, 10, 21],
        ],
      },
      title: 'Implementing a safety case regulatory regime for spaceflight activities',
      'event-title': '11th IAASS Conference: Managing Risk in Space',
      'event-place': 'Rotterdam',
    },
    reference:
      'Garner, Robert, and Rachel Whitbread. 2021. “Implementing a Safety Case Regulatory Regime for Spaceflight Activities.” 11th IAASS Conference: Managing Risk in Space, Rotterdam, October 19–21.',
    inText: '(Garner and Whitbread 2021)',
  },
  {
    source: 'Chapter 15, an author with no date: n.d.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Smith', 'John')],
      issued: { literal: 'n.d.' },
      title: 'A history of the parish',
      publisher: 'Parish Press',
      'publisher-place': 'London',
    },
    reference: 'Smith, John. n.d. *A History of the Parish*. London: Parish Press.',
    inText: '(Smith, n.d.)',
  },
  {
    source: 'Chapter 15, Vietnamese authors, and a title in Vietnamese keeps its own capitals',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Nguyễn', 'Thị Minh'), person('Lê', 'Văn An')],
      issued: year(2018),
      title: 'Học máy trong giáo dục',
      publisher: 'Nhà xuất bản Giáo dục Việt Nam',
      'publisher-place': 'Hà Nội',
    },
    reference:
      'Nguyễn, Thị Minh, and Văn An Lê. 2018. *Học máy trong giáo dục*. Hà Nội: Nhà xuất bản Giáo dục Việt Nam.',
    inText: '(Nguyễn and Lê 2018, 45)',
    narrative: 'Nguyễn and Lê (2018, 45)',
    locator: '45',
  },
]

const lists: ManualList[] = [
  {
    source: 'Chapter 15, two works by one author: the 3-em dash, and a and b after the same year',
    entries: [
      {
        formatId: 1,
        item: {
          type: 'book',
          author: [person('Nguyễn', 'Văn An')],
          issued: year(2020),
          title: 'Kinh tế học vi mô',
          publisher: 'NXB Trẻ',
          'publisher-place': 'Thành phố Hồ Chí Minh',
        },
      },
      {
        formatId: 1,
        item: {
          type: 'book',
          author: [person('Nguyễn', 'Văn An')],
          issued: year(2020),
          title: 'Kinh tế học vĩ mô',
          publisher: 'NXB Trẻ',
          'publisher-place': 'Thành phố Hồ Chí Minh',
        },
      },
    ],
    references: [
      'Nguyễn, Văn An. 2020a. *Kinh tế học vi mô*. Thành phố Hồ Chí Minh: NXB Trẻ.',
      '———. 2020b. *Kinh tế học vĩ mô*. Thành phố Hồ Chí Minh: NXB Trẻ.',
    ],
    inText: ['(Nguyễn 2020a)', '(Nguyễn 2020b)'],
  },
]

describeManual(
  'Chicago author-date (The Chicago Manual of Style, 17th edition)',
  'chicago-author-date',
  cases,
  lists,
)
