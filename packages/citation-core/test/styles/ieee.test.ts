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
 * IEEE: the IEEE Reference Guide (version 11.29.2023), its examples and basic formats, as a student enters them in
 * the tool's formats. In text a work is its number in square brackets.
 */
const cases: ManualCase[] = [
  {
    source: 'Books, basic format: an authored book',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Klaus', 'B'), person('Horn', 'P')],
      issued: year(1986),
      title: 'Robot Vision',
      publisher: 'MIT Press',
      'publisher-place': 'Cambridge, MA, USA',
    },
    reference: 'B. Klaus and P. Horn, *Robot Vision*. Cambridge, MA, USA: MIT Press, 1986.',
    inText: '[1]',
    narrative: '[1]',
  },
  {
    source: 'Books: an edition',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Rudin', 'W')],
      issued: year(1987),
      title: 'Real and Complex Analysis',
      edition: 3,
      publisher: 'McGraw-Hill',
      'publisher-place': 'New York, NY, USA',
    },
    reference: 'W. Rudin, *Real and Complex Analysis*, 3rd ed. New York, NY, USA: McGraw-Hill, 1987.',
    inText: '[1, p. 17]',
    locator: '17',
  },
  {
    source: 'Books: a chapter in an edited book',
    formatId: 43,
    item: {
      type: 'chapter',
      author: [person('Stein', 'L')],
      issued: year(1994),
      title: 'Random patterns',
      editor: [person('Brake', 'J S')],
      'container-title': 'Computers and You',
      page: '55-70',
      publisher: 'Wiley',
      'publisher-place': 'New York, NY, USA',
    },
    reference:
      'L. Stein, “Random patterns,” in *Computers and You*, J. S. Brake, Ed., New York, NY, USA: Wiley, 1994, pp. 55–70.',
  },
  {
    source: 'Books: an edited book',
    formatId: 39,
    item: {
      type: 'book',
      editor: [person('Hirota', 'K')],
      issued: year(1985),
      title: 'Industrial Applications of Fuzzy Technology',
      publisher: 'Springer',
      'publisher-place': 'Tokyo, Japan',
    },
    reference: 'K. Hirota, Ed., *Industrial Applications of Fuzzy Technology*. Tokyo, Japan: Springer, 1985.',
  },
  {
    source: 'Books: an e-book with a DOI',
    formatId: 2,
    item: {
      type: 'book',
      author: [person('Chen', 'Wai-Kai')],
      issued: year(1993),
      title: 'Linear Networks and Systems',
      publisher: 'Wadsworth',
      'publisher-place': 'Belmont, CA, USA',
      DOI: '10.1000/example.1993',
    },
    reference:
      'W.-K. Chen, *Linear Networks and Systems*. Belmont, CA, USA: Wadsworth, 1993. doi: 10.1000/example.1993.',
  },
  {
    source: 'Periodicals, basic format: a journal article with month and pages',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Liu', 'G'), person('Lee', 'K Y'), person('Jordan', 'H F')],
      issued: date(1997, 6),
      title: 'TDM and TWDM de Bruijn networks and shufflenets for optical communications',
      'container-title': 'IEEE Trans. Comp.',
      volume: 46,
      issue: 6,
      page: '695-701',
    },
    reference:
      'G. Liu, K. Y. Lee, and H. F. Jordan, “TDM and TWDM de Bruijn networks and shufflenets for optical communications,” *IEEE Trans. Comp.*, vol. 46, no. 6, pp. 695–701, Jun. 1997.',
  },
  {
    source: 'Periodicals: seven or more authors take et al.',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Ito', 'M'),
        person('Kon', 'M'),
        person('Miyazaki', 'C'),
        person('Ikeda', 'N'),
        person('Ishizaki', 'M'),
        person('Matsubara', 'R'),
        person('Ugajin', 'Y'),
      ],
      issued: date(2008, 2),
      title: 'Application of amorphous oxide TFT to electrophoretic display',
      'container-title': 'J. Non-Cryst. Solids',
      volume: 354,
      issue: 19,
      page: '2777-2782',
    },
    reference:
      'M. Ito *et al.*, “Application of amorphous oxide TFT to electrophoretic display,” *J. Non-Cryst. Solids*, vol. 354, no. 19, pp. 2777–2782, Feb. 2008.',
  },
  {
    source: 'Periodicals: six authors are all listed',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [
        person('Ito', 'M'),
        person('Kon', 'M'),
        person('Miyazaki', 'C'),
        person('Ikeda', 'N'),
        person('Ishizaki', 'M'),
        person('Matsubara', 'R'),
      ],
      issued: year(2008),
      title: 'Six authors',
      'container-title': 'J. Non-Cryst. Solids',
      volume: 354,
      page: '10-12',
    },
    reference:
      'M. Ito, M. Kon, C. Miyazaki, N. Ikeda, M. Ishizaki, and R. Matsubara, “Six authors,” *J. Non-Cryst. Solids*, vol. 354, pp. 10–12, 2008.',
  },
  {
    source: 'Periodicals: an online article with an article number and a DOI',
    formatId: 8,
    item: {
      type: 'article-journal',
      author: [person('Zhang', 'H'), person('Dai', 'L')],
      issued: year(2019),
      title: 'Mobility prediction: A survey on state-of-the-art schemes and future applications',
      'container-title': 'IEEE Access',
      volume: 7,
      number: '8574916',
      DOI: '10.1109/ACCESS.2018.2885821',
    },
    reference:
      'H. Zhang and L. Dai, “Mobility prediction: A survey on state-of-the-art schemes and future applications,” *IEEE Access*, vol. 7, Art. no. 8574916, 2019, doi: 10.1109/ACCESS.2018.2885821.',
  },
  {
    source: 'Periodicals: a magazine or newspaper article',
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Cardinal', 'J')],
      issued: date(2021, 11, 24),
      title: 'Robots in the ward',
      'container-title': 'The Age',
    },
    reference: 'J. Cardinal, “Robots in the ward,” *The Age*, Nov. 24, 2021.',
  },
  {
    source: 'Conference proceedings, basic format: a paper in printed proceedings',
    formatId: 40,
    item: {
      type: 'paper-conference',
      author: [person('Alqueres', 'J L'), person('Praca', 'J C')],
      issued: year(1991),
      title: 'The Brazilian power system and the challenge of the Amazon transmission',
      'container-title': 'Proc. IEEE Power Eng. Soc. Transmission and Distribution Conf.',
      page: '315-320',
    },
    reference:
      'J. L. Alqueres and J. C. Praca, “The Brazilian power system and the challenge of the Amazon transmission,” in *Proc. IEEE Power Eng. Soc. Transmission and Distribution Conf.*, 1991, pp. 315–320.',
  },
  {
    source: 'Papers presented at conferences (unpublished)',
    formatId: 32,
    item: {
      type: 'speech',
      author: [person('Ayasso', 'H'), person('Mohammad-Djafari', 'A')],
      issued: {
        'date-parts': [
          [2009, 11, 17],
          [2009, 11, 19],
        ],
      },
      title:
        'Joint image restoration and segmentation using Gauss-Markov-Potts prior models and variational Bayesian computation',
      'event-title': 'IEEE Int. Conf. Image Process.',
      'event-place': 'Cairo, Egypt',
    },
    reference:
      'H. Ayasso and A. Mohammad-Djafari, “Joint image restoration and segmentation using Gauss-Markov-Potts prior models and variational Bayesian computation,” presented at the IEEE Int. Conf. Image Process., Cairo, Egypt, Nov. 17–19, 2009.',
  },
  {
    source: 'Theses and dissertations, basic format: a Ph.D. dissertation',
    formatId: 42,
    item: {
      type: 'thesis',
      author: [person('Williams', 'J O')],
      issued: year(1993),
      title: 'Narrow-band analyzer',
      genre: 'PhD dissertation',
      publisher: 'Dept. Elect. Eng., Harvard Univ.',
      'publisher-place': 'Cambridge, MA, USA',
    },
    reference:
      'J. O. Williams, “Narrow-band analyzer,” Ph.D. dissertation, Dept. Elect. Eng., Harvard Univ., Cambridge, MA, USA, 1993.',
  },
  {
    source: 'Reports, basic format: a technical report',
    formatId: 15,
    item: {
      type: 'report',
      author: [person('Reber', 'E E'), person('Michell', 'R L'), person('Carter', 'C J')],
      issued: date(1988, 11),
      title: 'Oxygen absorption in the earth’s atmosphere',
      genre: 'Tech. Rep.',
      number: 'TR-0200 (4230-46)-3',
      publisher: 'Aerospace Corp.',
      'publisher-place': 'Los Angeles, CA, USA',
    },
    reference:
      'E. E. Reber, R. L. Michell, and C. J. Carter, “Oxygen absorption in the earth’s atmosphere,” Aerospace Corp., Los Angeles, CA, USA, Tech. Rep. TR-0200 (4230-46)-3, Nov. 1988.',
  },
  {
    source: 'Standards, basic format',
    formatId: 19,
    item: {
      type: 'standard',
      author: [],
      issued: year(1969),
      title: 'IEEE Criteria for Class IE Electric Systems',
      number: 'IEEE Standard 308',
    },
    reference: '*IEEE Criteria for Class IE Electric Systems*, IEEE Standard 308, 1969.',
  },
  {
    source: 'Websites, basic format: a page by an organisation',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('National Aeronautics and Space Administration')],
      issued: year(2021),
      title: 'Mars 2020 mission overview',
      website: 'NASA Science',
      URL: 'https://science.nasa.gov/mission/mars-2020-perseverance/',
      accessed: date(2023, 10, 12),
    },
    reference:
      'National Aeronautics and Space Administration, “Mars 2020 mission overview,” NASA Science. Accessed: Oct. 12, 2023. [Online]. Available: https://science.nasa.gov/mission/mars-2020-perseverance/',
  },
  {
    source: 'Online video (e.g., YouTube), basic format',
    formatId: 24,
    item: {
      type: 'motion_picture',
      author: [org('IEEE Computer Society')],
      issued: date(2022, 10, 18),
      title: 'Quantum computing explained',
      website: 'YouTube',
      URL: 'https://www.youtube.com/watch?v=example',
      accessed: date(2023, 10, 12),
    },
    reference:
      'IEEE Computer Society, *Quantum computing explained*, (Oct. 18, 2022). Accessed: Oct. 12, 2023. [Online Video]. Available: https://www.youtube.com/watch?v=example',
  },
  {
    source: 'Datasets, basic format',
    formatId: 18,
    item: {
      type: 'dataset',
      author: [person('Hendrycks', 'D'), person('Dietterich', 'T')],
      issued: year(2019),
      title: 'ImageNet-C',
      website: 'Zenodo',
      URL: 'https://zenodo.org/record/2235448',
      accessed: date(2023, 10, 12),
    },
    reference:
      'D. Hendrycks and T. Dietterich, “ImageNet-C,” Zenodo, 2019. Accessed: Oct. 12, 2023. [Online]. Available: https://zenodo.org/record/2235448',
  },
  {
    source: 'Vietnamese authors: initials of every given name, then the family name with its diacritics',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Nguyễn', 'Thị Minh'), person('Trần', 'Đức Lương')],
      issued: year(2022),
      title: 'Phát hiện lỗi trên lưới điện bằng học sâu',
      'container-title': 'Tạp chí Khoa học và Công nghệ',
      volume: 60,
      issue: 4,
      page: '12-24',
    },
    reference:
      'T. M. Nguyễn and Đ. L. Trần, “Phát hiện lỗi trên lưới điện bằng học sâu,” *Tạp chí Khoa học và Công nghệ*, vol. 60, no. 4, pp. 12–24, 2022.',
    inText: '[1]',
  },
]

const cited = citedTogether(cases, 'Periodicals, basic format', 'Books, basic format', 'Vietnamese authors')

const lists: ManualList[] = [
  {
    source: 'Citing references: numbered in the order first cited, each number in square brackets',
    entries: cited,
    references: [
      '[1] G. Liu, K. Y. Lee, and H. F. Jordan, “TDM and TWDM de Bruijn networks and shufflenets for optical communications,” *IEEE Trans. Comp.*, vol. 46, no. 6, pp. 695–701, Jun. 1997.',
      '[2] B. Klaus and P. Horn, *Robot Vision*. Cambridge, MA, USA: MIT Press, 1986.',
      '[3] T. M. Nguyễn and Đ. L. Trần, “Phát hiện lỗi trên lưới điện bằng học sâu,” *Tạp chí Khoa học và Công nghệ*, vol. 60, no. 4, pp. 12–24, 2022.',
    ],
    inText: ['[1]', '[2]', '[3]'],
  },
]

describeManual('IEEE (the IEEE Reference Guide)', 'ieee', cases, lists)
