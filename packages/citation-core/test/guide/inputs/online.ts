import { date, type GuideInput, noDate, org, person, range, year } from '../GuideInput.ts'

/** Examples of the guide's "Conference papers", "Websites and webpage documents" and "Social media" sections. */
export const onlineInputs: Record<string, GuideInput> = {
  'rmit-083': {
    formatId: 30,
    item: {
      type: 'paper-conference',
      author: [person('Udoh', 'Emmanuel'), person('Getov', 'Vladimir')],
      issued: range(2020, 11, 3, 5),
      title: 'Performance and energy-tuning methodology for wireless sensor networks using tunable MAC',
      'event-title':
        '2020 International Conference on Communications, Computing, Cybersecurity, and Informatics (CCCI)',
      'event-place': 'Sharjah',
      source: 'IEEE Xplore',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-085': {
    formatId: 31,
    item: {
      type: 'paper-conference',
      author: [person('Wertenbroch', 'Klaus')],
      issued: range(2019, 10, 17, 29),
      title:
        "The dark side of microtargeting: predicting consumers' preferences threatens their sense of free will",
      'event-title': 'Association for Consumer Research Conference',
      'event-place': 'Atlanta',
      URL: 'https://www.acrwebsite.org/web/conferences/north-american-conference',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-087': {
    formatId: 32,
    item: {
      type: 'speech',
      author: [person('Garner', 'Robert'), person('Whitbread', 'Rachel')],
      issued: range(2021, 10, 19, 21),
      title: 'Implementing a safety case regulatory regime for spaceflight activities',
      'event-title': '11th IAASS Conference: Managing Risk in Space',
      'event-place': 'Rotterdam',
    },
  },
  'rmit-088': {
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
    slip: {
      expected:
        'Telstra (n.d.) Homepage, Telstra website, accessed 13 December 2021. https://www.telstra.com.au/',
      reason:
        'The bullet example has a comma after "(n.d.)"; the sample reference list and every rule have none.',
    },
  },
  'rmit-089': {
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
  'rmit-090': {
    formatId: 13,
    item: {
      type: 'webpage',
      author: [org('World Health Organization', 'WHO')],
      issued: year(2021),
      title: 'WHO accelerates work on nutrition targets with new commitments',
      website: 'WHO website',
      URL: 'https://www.who.int/news/item/07-12-2021-who-accelerates-work-on-nutrition-targets-with-new-commitments',
      accessed: date(2021, 12, 9),
    },
  },
  'rmit-091': {
    formatId: 14,
    item: {
      type: 'document',
      author: [org('Australian Commission on Safety and Quality in Healthcare', 'ACSQH')],
      issued: year(2022),
      title: 'Hand hygiene factsheet for mental health workers',
      website: 'ACSQH',
      URL: 'https://www.safetyandquality.gov.au/publications-and-resources/resource-library/hand-hygiene-factsheet-mental-health-workers',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-092': {
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
      'DET, Victoria (2020:4)': {
        expected: 'DET (2020:4)',
        reason: 'In text the guide writes "DET, Victoria" although the reference author is "DET (...)".',
      },
      '(DET, Victoria 2020)': {
        expected: '(DET 2020)',
        reason: 'In text the guide writes "DET, Victoria" although the reference author is "DET (...)".',
      },
    },
  },
  'rmit-093': {
    formatId: 11,
    item: {
      type: 'post-weblog',
      author: [person('Mewburn', 'Inger')],
      issued: date(2020, 6, 10),
      title: 'Why academic writing sucks (and how we can fix it)',
      'container-title': 'The Thesis Whisperer',
      URL: 'https://thesiswhisperer.com/2020/06/10/why-academic-writing-sucks-and-how-we-can-fix-it/',
      // The guide's accessed date is impossible; the renderer prints what it is given and validate() rejects it.
      accessed: date(2021, 11, 31),
    },
  },
  'rmit-094': {
    formatId: 11,
    item: {
      type: 'post-weblog',
      author: [],
      issued: date(2021, 8, 6),
      title: 'Bush food of Australia aka bush tucker',
      'container-title': 'Welcome to Country',
      URL: 'https://www.welcometocountry.com/blog/an-introduction-to-bush-foods/',
      accessed: date(2021, 11, 2),
    },
    slip: {
      expected:
        "Welcome to Country (6 August 2021) 'Bush food of Australia aka bush tucker', *Welcome to Country*, accessed 2 November 2021. https://www.welcometocountry.com/blog/an-introduction-to-bush-foods/",
      reason: 'The example has a stray comma after the date; the blog rule has none.',
    },
    inText: {
      '(Welcome to Country 6 August 2020)': {
        expected: '(Welcome to Country 6 August 2021)',
        reason: 'The in-text example says 2020; the reference is dated 6 August 2021.',
      },
    },
  },
  'rmit-095': thunberg('a', date(2021, 11, 15), {
    title: "A reminder: the people in power don't need conferences, treaties...",
    genre: 'Tweet',
    URL: 'https://twitter.com/GretaThunberg/status/1460159146720997377',
  }),
  'rmit-096': thunberg('b', date(2021, 11, 28), {
    title: 'We can no longer let the people in power decide...',
    genre: 'Instagram post',
    URL: 'https://www.instagram.com/tv/CUXUfZIsHBm/',
  }),
  'rmit-097': thunberg(
    'c',
    date(2021, 11, 14),
    {
      title: "The #COP26 is over. Here's a brief summary: Blah, blah,...",
      genre: 'Facebook post',
      URL: 'https://www.facebook.com/gretathunbergsweden',
    },
    date(2021, 11, 25),
  ),
}

function thunberg(
  suffix: string,
  issued: ReturnType<typeof date>,
  post: { title: string; genre: string; URL: string },
  accessed = date(2021, 11, 1),
): GuideInput {
  return {
    formatId: 12,
    item: {
      type: 'post',
      author: [person('Thunberg', 'Greta')],
      issued,
      'year-suffix': suffix,
      ...post,
      'container-title': 'Greta Thunberg',
      accessed,
    },
  }
}
