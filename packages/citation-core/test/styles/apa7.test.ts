import { date, describeManual, type ManualCase, type ManualList, org, person, year } from './manualCases.ts'

/**
 * APA 7: the Publication Manual of the American Psychological Association (7th ed., 2020), chapters 8-11, and
 * the APA Style reference examples (apastyle.apa.org), as a student enters them in the tool's formats.
 */
const cases: ManualCase[] = [
  {
    source: 'Manual 10.1, journal article with a DOI',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Grady', 'Jessica Stoltzfus'),
        person('Her', 'Malina'),
        person('Moreno', 'Geena'),
        person('Perez', 'Catherine'),
        person('Yelinek', 'Jillian'),
      ],
      issued: year(2019),
      title:
        'Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States',
      'container-title': 'Psychology of Popular Media Culture',
      volume: 8,
      issue: 3,
      page: '207-217',
      DOI: '10.1037/ppm0000185',
    },
    reference:
      'Grady, J. S., Her, M., Moreno, G., Perez, C., & Yelinek, J. (2019). Emotions in storybooks: A comparison of storybooks that represent ethnic and racial groups in the United States. *Psychology of Popular Media Culture, 8*(3), 207–217. https://doi.org/10.1037/ppm0000185',
    inText: '(Grady et al., 2019)',
    narrative: 'Grady et al. (2019)',
  },
  {
    source: 'Manual 10.1, journal article with an article number',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [
        person('Jerrentrup', 'Andreas'),
        person('Mueller', 'Tobias'),
        person('Glowalla', 'Ulrich'),
        person('Herder', 'Meike'),
        person('Henrichs', 'Nadine'),
        person('Neubauer', 'Andreas'),
        person('Schaefer', 'Juergen R'),
      ],
      issued: year(2018),
      title: 'Teaching medicine with the help of “Dr. House”',
      'container-title': 'PLoS ONE',
      volume: 13,
      issue: 3,
      number: 'e0193972',
      DOI: '10.1371/journal.pone.0193972',
    },
    reference:
      'Jerrentrup, A., Mueller, T., Glowalla, U., Herder, M., Henrichs, N., Neubauer, A., & Schaefer, J. R. (2018). Teaching medicine with the help of “Dr. House.” *PLoS ONE, 13*(3), Article e0193972. https://doi.org/10.1371/journal.pone.0193972',
    inText: '(Jerrentrup et al., 2018)',
  },
  {
    source: 'Manual 10.1, journal article with 21 or more authors',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Pegion', 'Kathy'),
        person('Kirtman', 'Ben P'),
        person('Becker', 'Emily'),
        person('Collins', 'Dan C'),
        person('LaJoie', 'Emerson'),
        person('Burgman', 'Robert'),
        person('Bell', 'Ray'),
        person('DelSole', 'Timothy'),
        person('Min', 'Dughong'),
        person('Zhu', 'Yuejian'),
        person('Li', 'Wei'),
        person('Sinsky', 'Eric'),
        person('Guan', 'Hong'),
        person('Gottschalck', 'Jon'),
        person('Metzger', 'E Joseph'),
        person('Barton', 'Neil P'),
        person('Achuthavarier', 'Deepthi'),
        person('Marshak', 'Jelena'),
        person('Koster', 'Randal D'),
        person('Lin', 'Hai'),
        person('Gagnon', 'Normand'),
        person('Kim', 'Hyemin'),
      ],
      issued: year(2019),
      title: 'The Subseasonal Experiment (SubX): A multimodel subseasonal prediction experiment',
      'container-title': 'Bulletin of the American Meteorological Society',
      volume: 100,
      issue: 10,
      page: '2043-2061',
      DOI: '10.1175/BAMS-D-18-0270.1',
    },
    reference:
      'Pegion, K., Kirtman, B. P., Becker, E., Collins, D. C., LaJoie, E., Burgman, R., Bell, R., DelSole, T., Min, D., Zhu, Y., Li, W., Sinsky, E., Guan, H., Gottschalck, J., Metzger, E. J., Barton, N. P., Achuthavarier, D., Marshak, J., Koster, R. D., . . . Kim, H. (2019). The Subseasonal Experiment (SubX): A multimodel subseasonal prediction experiment. *Bulletin of the American Meteorological Society, 100*(10), 2043–2061. https://doi.org/10.1175/BAMS-D-18-0270.1',
    inText: '(Pegion et al., 2019)',
  },
  {
    source: 'Manual ch. 9, twenty authors are all listed',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: Array.from({ length: 20 }, (_, n) => person(`Author${n + 1}`, 'Anna')),
      issued: year(2020),
      title: 'A study with twenty authors',
      'container-title': 'Journal of Examples',
      volume: 1,
      page: '1-10',
    },
    reference: `${Array.from({ length: 19 }, (_, n) => `Author${n + 1}, A.`).join(', ')}, & Author20, A. (2020). A study with twenty authors. *Journal of Examples, 1*, 1–10.`,
  },
  {
    source: 'Manual 10.2, authored book with a DOI and an edition',
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Jackson', 'Lynne M')],
      issued: year(2019),
      title: 'The psychology of prejudice: From attitudes to social action',
      edition: 2,
      publisher: 'American Psychological Association',
      DOI: '10.1037/0000168-000',
    },
    reference:
      'Jackson, L. M. (2019). *The psychology of prejudice: From attitudes to social action* (2nd ed.). American Psychological Association. https://doi.org/10.1037/0000168-000',
    inText: '(Jackson, 2019, p. 23)',
    narrative: 'Jackson (2019, p. 23)',
    locator: '23',
  },
  {
    source: 'Manual 10.2, authored book without a DOI',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Sapolsky', 'Robert M')],
      issued: year(2017),
      title: 'Behave: The biology of humans at our best and worst',
      publisher: 'Penguin Books',
      'publisher-place': 'New York',
    },
    reference:
      'Sapolsky, R. M. (2017). *Behave: The biology of humans at our best and worst*. Penguin Books.',
    inText: '(Sapolsky, 2017)',
  },
  {
    source: 'Manual 10.2, edited book',
    formatId: 39,
    item: {
      type: 'book',
      editor: [person('Kesharwani', 'Prashant')],
      issued: year(2020),
      title: 'Nanotechnology based approaches for tuberculosis treatment',
      publisher: 'Academic Press',
    },
    reference:
      'Kesharwani, P. (Ed.). (2020). *Nanotechnology based approaches for tuberculosis treatment*. Academic Press.',
    inText: '(Kesharwani, 2020)',
  },
  {
    source: 'Manual 10.3, chapter in an edited book',
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Aron', 'Lauren'), person('Botella', 'Marion'), person('Lubart', 'Todd')],
      issued: year(2019),
      title: 'Culinary arts: Talent and their development',
      editor: [
        person('Subotnik', 'Rena F'),
        person('Olszewski-Kubilius', 'Paula'),
        person('Worrell', 'Frank C'),
      ],
      'container-title':
        'The psychology of high performance: Developing human potential into domain-specific talent',
      page: '345-359',
      publisher: 'American Psychological Association',
      DOI: '10.1037/0000120-016',
    },
    reference:
      'Aron, L., Botella, M., & Lubart, T. (2019). Culinary arts: Talent and their development. In R. F. Subotnik, P. Olszewski-Kubilius, & F. C. Worrell (Eds.), *The psychology of high performance: Developing human potential into domain-specific talent* (pp. 345–359). American Psychological Association. https://doi.org/10.1037/0000120-016',
    inText: '(Aron et al., 2019)',
    narrative: 'Aron et al. (2019)',
  },
  {
    source: 'Manual 10.1, newspaper article online',
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Carey', 'Benedict')],
      issued: date(2019, 3, 22),
      title: 'Can we get better at forgetting?',
      'container-title': 'The New York Times',
      URL: 'https://www.nytimes.com/2019/03/22/health/memory-forgetting-psychology.html',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Carey, B. (2019, March 22). Can we get better at forgetting? *The New York Times*. https://www.nytimes.com/2019/03/22/health/memory-forgetting-psychology.html',
    inText: '(Carey, 2019)',
  },
  {
    source: 'Manual 10.1, blog post',
    formatId: 11,
    item: {
      type: 'post-weblog',
      author: [person('Klymkowsky', 'Mike')],
      issued: date(2018, 9, 15),
      title: 'Can we talk scientifically about free will?',
      'container-title': 'Sci-Ed',
      URL: 'https://blogs.plos.org/scied/2018/09/15/can-we-talk-scientifically-about-free-will/',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Klymkowsky, M. (2018, September 15). Can we talk scientifically about free will? *Sci-Ed*. https://blogs.plos.org/scied/2018/09/15/can-we-talk-scientifically-about-free-will/',
    inText: '(Klymkowsky, 2018)',
  },
  {
    source: 'Manual 10.16, webpage on a news website',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Bologna', 'Caroline')],
      issued: date(2019, 10, 31),
      title: 'Why some people with anxiety love watching horror movies',
      website: 'HuffPost',
      URL: 'https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Bologna, C. (2019, October 31). *Why some people with anxiety love watching horror movies*. HuffPost. https://www.huffpost.com/entry/anxiety-love-watching-horror-movies_l_5d277587e4b02a5a5d57b59e',
    inText: '(Bologna, 2019)',
  },
  {
    source: 'Manual 10.16, webpage by a group author that is also the site',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('World Health Organization')],
      issued: date(2018, 5, 24),
      title: 'The top 10 causes of death',
      website: 'World Health Organization',
      URL: 'https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
      accessed: date(2021, 5, 1),
    },
    reference:
      'World Health Organization. (2018, May 24). *The top 10 causes of death*. https://www.who.int/news-room/fact-sheets/detail/the-top-10-causes-of-death',
    inText: '(World Health Organization, 2018)',
    narrative: 'World Health Organization (2018)',
  },
  {
    source: 'Manual 10.12, YouTube video',
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [org('Harvard University')],
      issued: date(2019, 8, 28),
      title: 'Soft robotic gripper for jellyfish',
      'container-title': 'Harvard University',
      website: 'YouTube',
      URL: 'https://www.youtube.com/watch?v=guRoWTYfxMs',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Harvard University. (2019, August 28). *Soft robotic gripper for jellyfish* [Video]. YouTube. https://www.youtube.com/watch?v=guRoWTYfxMs',
    inText: '(Harvard University, 2019)',
  },
  {
    source: 'Manual 10.12, film',
    formatId: 23,
    item: {
      type: 'motion_picture',
      director: [person('Forman', 'Milos')],
      issued: year(1975),
      title: 'One flew over the cuckoo’s nest',
      publisher: 'United Artists',
      'publisher-place': 'United States',
    },
    reference: 'Forman, M. (Director). (1975). *One flew over the cuckoo’s nest* [Film]. United Artists.',
    inText: '(Forman, 1975)',
  },
  {
    // The manual's "(No. 443)" after the title is left out: the tool's podcast form has no episode number.
    source: 'Manual 10.13, podcast episode',
    formatId: 25,
    item: {
      type: 'broadcast',
      host: [person('Glass', 'Ira')],
      issued: date(2011, 8, 12),
      title: 'Amusement park',
      'container-title': 'This American life',
      publisher: 'WBEZ Chicago',
      URL: 'https://www.thisamericanlife.org/443/amusement-park',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Glass, I. (Host). (2011, August 12). Amusement park [Audio podcast episode]. In *This American life*. WBEZ Chicago. https://www.thisamericanlife.org/443/amusement-park',
    inText: '(Glass, 2011)',
  },
  {
    source: 'Manual 10.4, report by a government agency',
    formatId: 15,
    item: {
      type: 'report',
      author: [org('National Cancer Institute')],
      issued: year(2019),
      title: 'Taking time: Support for people with cancer',
      genre: 'NIH Publication',
      number: '18-2059',
      publisher: 'U.S. Department of Health and Human Services, National Institutes of Health',
      URL: 'https://www.cancer.gov/publications/patient-education/takingtime.pdf',
      accessed: date(2021, 5, 1),
    },
    reference:
      'National Cancer Institute. (2019). *Taking time: Support for people with cancer* (NIH Publication No. 18-2059). U.S. Department of Health and Human Services, National Institutes of Health. https://www.cancer.gov/publications/patient-education/takingtime.pdf',
    inText: '(National Cancer Institute, 2019)',
  },
  {
    source: 'Manual 10.9, data set',
    formatId: 18,
    item: {
      type: 'dataset',
      author: [org('Pew Research Center')],
      issued: year(2018),
      title: 'American trends panel Wave 26',
      website: 'Pew Research Center',
      URL: 'https://www.pewsocialtrends.org/dataset/american-trends-panel-wave-26/',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Pew Research Center. (2018). *American trends panel Wave 26* [Data set]. https://www.pewsocialtrends.org/dataset/american-trends-panel-wave-26/',
    inText: '(Pew Research Center, 2018)',
  },
  {
    source: 'Manual 10.6, doctoral dissertation from a database',
    formatId: 37,
    item: {
      type: 'thesis',
      author: [person('Kabir', 'Jahanara M')],
      issued: year(2016),
      title:
        'Factors influencing customer satisfaction at a fast food hamburger chain: The relationship between customer satisfaction and customer loyalty',
      genre: 'Doctoral dissertation',
      publisher: 'Wilmington University',
      source: 'ProQuest Dissertations and Theses Global',
      accessed: date(2021, 5, 1),
    },
    reference:
      'Kabir, J. M. (2016). *Factors influencing customer satisfaction at a fast food hamburger chain: The relationship between customer satisfaction and customer loyalty* [Doctoral dissertation, Wilmington University]. ProQuest Dissertations and Theses Global.',
    inText: '(Kabir, 2016)',
  },
  {
    source: 'Manual 10.5, paper presentation',
    formatId: 32,
    item: {
      type: 'speech',
      author: [
        person('Maddox', 'Sarah'),
        person('Hurling', 'Joshua'),
        person('Stewart', 'Emily'),
        person('Edwards', 'Anna'),
      ],
      issued: {
        'date-parts': [
          [2016, 3, 30],
          [2016, 4, 2],
        ],
      },
      title:
        'If mama ain’t happy, nobody’s happy: The effect of parental depression on mood dysregulation in children',
      'event-title': 'Southeastern Psychological Association 62nd Annual Meeting',
      'event-place': 'New Orleans, LA, United States',
    },
    reference:
      'Maddox, S., Hurling, J., Stewart, E., & Edwards, A. (2016, March 30–April 2). *If mama ain’t happy, nobody’s happy: The effect of parental depression on mood dysregulation in children* [Paper presentation]. Southeastern Psychological Association 62nd Annual Meeting, New Orleans, LA, United States.',
    inText: '(Maddox et al., 2016)',
  },
  {
    source: 'Manual 10.4, press release',
    formatId: 35,
    item: {
      type: 'article',
      author: [org('U.S. Food and Drug Administration')],
      issued: date(2019, 2, 14),
      title:
        'FDA authorizes first interoperable insulin pump intended to allow patients to customize treatment through their individual diabetes management devices',
      website: 'U.S. Food and Drug Administration',
      URL: 'https://www.fda.gov/news-events/press-announcements/fda-authorizes-first-interoperable-insulin-pump',
      accessed: date(2021, 5, 1),
    },
    reference:
      'U.S. Food and Drug Administration. (2019, February 14). *FDA authorizes first interoperable insulin pump intended to allow patients to customize treatment through their individual diabetes management devices* [Press release]. https://www.fda.gov/news-events/press-announcements/fda-authorizes-first-interoperable-insulin-pump',
    inText: '(U.S. Food and Drug Administration, 2019)',
  },
  {
    source: 'Manual 10.14, painting seen in a museum',
    formatId: 28,
    item: {
      type: 'graphic',
      author: [person('Wood', 'Grant')],
      issued: year(1930),
      title: 'American gothic',
      medium: 'Painting',
      archive: 'Art Institute of Chicago',
      'archive-place': 'Chicago, IL, United States',
    },
    reference:
      'Wood, G. (1930). *American gothic* [Painting]. Art Institute of Chicago, Chicago, IL, United States.',
    inText: '(Wood, 1930)',
  },
  {
    source: 'Manual ch. 8, two authors in text: & in brackets, and in a sentence',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Salas', 'Diane'), person('D’Agostino', 'Anthony')],
      issued: year(2020),
      title: 'A book by two authors',
      publisher: 'Publisher',
    },
    inText: '(Salas & D’Agostino, 2020)',
    narrative: 'Salas and D’Agostino (2020)',
  },
  {
    source:
      'Manual ch. 8 and 9, Vietnamese authors: family name first with its diacritics, given names as initials',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Nguyễn', 'Thị Minh'), person('Lê', 'Văn An')],
      issued: year(2018),
      title: 'Học máy trong giáo dục',
      publisher: 'Nhà xuất bản Giáo dục Việt Nam',
      'publisher-place': 'Hà Nội',
    },
    reference: 'Nguyễn, T. M., & Lê, V. A. (2018). *Học máy trong giáo dục*. Nhà xuất bản Giáo dục Việt Nam.',
    inText: '(Nguyễn & Lê, 2018, p. 12)',
    narrative: 'Nguyễn and Lê (2018, p. 12)',
    locator: '12',
  },
  {
    source: 'Manual ch. 9, a Vietnamese name typed decomposed (as macOS pastes it) is written whole',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Đặng'.normalize('NFD'), 'Thùy Trâm'.normalize('NFD'))],
      issued: year(2021),
      title: 'Nhật ký trong chiến tranh',
      'container-title': 'Tạp chí Văn học',
      volume: 5,
      issue: 2,
      page: '10-20',
    },
    reference: 'Đặng, T. T. (2021). Nhật ký trong chiến tranh. *Tạp chí Văn học, 5*(2), 10–20.',
    inText: '(Đặng, 2021)',
  },
]

const lists: ManualList[] = [
  {
    source: 'Manual ch. 8, first authors with the same surname and different initials',
    entries: [
      {
        formatId: 1,
        item: {
          type: 'book',
          author: [person('Nguyễn', 'Văn An')],
          issued: year(2020),
          title: 'Kinh tế học',
          publisher: 'NXB Trẻ',
        },
      },
      {
        formatId: 1,
        item: {
          type: 'book',
          author: [person('Nguyễn', 'Thị Minh')],
          issued: year(2018),
          title: 'Giáo dục học',
          publisher: 'NXB Giáo dục',
        },
      },
    ],
    references: [
      'Nguyễn, T. M. (2018). *Giáo dục học*. NXB Giáo dục.',
      'Nguyễn, V. A. (2020). *Kinh tế học*. NXB Trẻ.',
    ],
    inText: ['(V. A. Nguyễn, 2020)', '(T. M. Nguyễn, 2018)'],
  },
  {
    source: 'Manual ch. 8 and 9, same authors and same year take a and b',
    entries: [
      {
        formatId: 7,
        item: {
          type: 'article-journal',
          author: [person('Judge', 'Timothy A'), person('Kammeyer-Mueller', 'John D')],
          issued: year(2012),
          title: 'On the value of aiming high: The causes and consequences of ambition',
          'container-title': 'Journal of Applied Psychology',
          volume: 97,
          issue: 4,
          page: '758-775',
          DOI: '10.1037/a0028084',
        },
      },
      {
        formatId: 7,
        item: {
          type: 'article-journal',
          author: [person('Judge', 'Timothy A'), person('Kammeyer-Mueller', 'John D')],
          issued: year(2012),
          title: 'General and specific measures in organizational behavior research',
          'container-title': 'Journal of Organizational Behavior',
          volume: 33,
          issue: 2,
          page: '161-174',
          DOI: '10.1002/job.764',
        },
      },
    ],
    references: [
      'Judge, T. A., & Kammeyer-Mueller, J. D. (2012a). General and specific measures in organizational behavior research. *Journal of Organizational Behavior, 33*(2), 161–174. https://doi.org/10.1002/job.764',
      'Judge, T. A., & Kammeyer-Mueller, J. D. (2012b). On the value of aiming high: The causes and consequences of ambition. *Journal of Applied Psychology, 97*(4), 758–775. https://doi.org/10.1037/a0028084',
    ],
    inText: ['(Judge & Kammeyer-Mueller, 2012b)', '(Judge & Kammeyer-Mueller, 2012a)'],
  },
]

describeManual('APA 7 (the Publication Manual and APA Style examples)', 'apa-7', cases, lists)
