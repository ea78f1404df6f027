/**
 * The archive of `npm start` (docs/product/archive.md#demo-data): real RMIT course codes and names as Core
 * Courses, majors as RMIT Vietnam teaches them, and invented sample work in each. A few titles are in
 * Vietnamese, as students name their files, so search without diacritics has something to find.
 */
export type DemoFile =
  | { kind: 'pdf'; title: string; pages: number; topic: readonly string[] }
  | { kind: 'video'; title: string; fixture: 'lecture-clip.webm' }
  | { kind: 'image'; title: string; fixture: 'diagram.png' }
  | { kind: 'docx'; title: string; topic: readonly string[] }

export interface DemoFolder {
  name: string
  code: string | null
  files: readonly DemoFile[]
  folders?: readonly DemoFolder[]
}

const essay = (subject: string, points: readonly string[]) => [
  `This sample assignment discusses ${subject}. It is shared so that students can see how an argument is built, how evidence is cited in RMIT Harvard style, and how a conclusion answers the question.`,
  ...points,
  `In conclusion, ${subject} shows why careful evidence matters. The reference list follows the RMIT Easy Cite guide.`,
]

export const demoCore: readonly DemoFolder[] = [
  {
    name: 'Macroeconomics 1',
    code: 'ECON1192',
    files: [
      {
        kind: 'pdf',
        title: 'Kinh tế vĩ mô: essay on Vietnam’s GDP growth',
        pages: 6,
        topic: essay('economic growth in Vietnam since Doi Moi', [
          'Gross domestic product grew by more than six per cent a year for most of the last two decades, driven by manufacturing exports and foreign direct investment.',
          'Inflation was brought under control after 2011 as the State Bank of Vietnam tightened credit growth and raised the refinancing rate.',
          'The aggregate demand and aggregate supply model explains why a rise in export demand lifts output in the short run.',
        ]),
      },
      {
        kind: 'pdf',
        title: 'Assignment 2 sample: inflation and interest rates',
        pages: 5,
        topic: essay('the link between inflation and interest rates', [
          'Monetary policy transmits through interest rates, exchange rates and credit. The Taylor rule gives a simple benchmark.',
          'When inflation expectations are anchored, a central bank can respond to shocks without large output losses.',
        ]),
      },
    ],
  },
  {
    name: 'Business Statistics 1',
    code: 'ECON1193',
    files: [
      {
        kind: 'pdf',
        title: 'Assignment 1 sample: regression of household spending',
        pages: 7,
        topic: essay('household spending in Ho Chi Minh City', [
          'A simple linear regression of monthly spending on income gives a slope of 0.62 with a coefficient of determination of 0.71.',
          'Residual plots show heteroscedasticity, so robust standard errors are reported alongside the ordinary ones.',
          'Confidence intervals and hypothesis tests are explained step by step with the Excel output.',
        ]),
      },
    ],
  },
  {
    name: 'Prices and Markets',
    code: 'ECON1194',
    files: [
      {
        kind: 'pdf',
        title: 'Price elasticity of demand for motorbike taxis',
        pages: 4,
        topic: essay('price elasticity of demand in ride-hailing', [
          'When ride-hailing apps raised prices in the rain, demand fell less than proportionally: demand was inelastic in the short run.',
          'Cross-price elasticity with bus fares is small, which suggests the two are weak substitutes.',
        ]),
      },
    ],
  },
  {
    name: 'Marketing Principles',
    code: 'MKTG1205',
    files: [
      {
        kind: 'pdf',
        title: 'Marketing plan sample: a bubble tea brand in Saigon',
        pages: 8,
        topic: essay('a marketing plan for a local bubble tea brand', [
          'The situation analysis uses a SWOT and a PESTEL analysis of the beverage market in Ho Chi Minh City.',
          'Segmentation, targeting and positioning: the brand targets university students who value fresh ingredients.',
          'The marketing mix sets price, place, promotion and product; social media promotion on TikTok carries the launch.',
        ]),
      },
      {
        kind: 'pdf',
        title: 'Consumer behaviour report sample',
        pages: 5,
        topic: essay('how students choose a smartphone', [
          'The consumer decision process runs from need recognition through information search to post-purchase evaluation.',
          'Reference groups and online reviews weigh more than advertising for this segment.',
        ]),
      },
      { kind: 'video', title: 'Lecture recap: the marketing mix', fixture: 'lecture-clip.webm' },
      { kind: 'image', title: 'Marketing mix diagram', fixture: 'diagram.png' },
    ],
  },
  {
    name: 'Accounting in Organisations and Society',
    code: 'ACCT2105',
    files: [
      {
        kind: 'pdf',
        title: 'Case study sample: accrual accounting in a family business',
        pages: 5,
        topic: essay('accrual accounting for a small family business', [
          'Revenue is recognised when it is earned, not when cash is received; the case shows adjusting entries at year end.',
          'Ethics: the owner asks to delay recognising an expense, which would overstate profit.',
        ]),
      },
      {
        kind: 'docx',
        title: 'Journal entries worksheet',
        topic: ['Journal entries for the case study, in a table.'],
      },
    ],
  },
  {
    name: 'Commercial Law',
    code: 'LAW2447',
    files: [
      {
        kind: 'pdf',
        title: 'Contract formation problem question: sample answer',
        pages: 6,
        topic: essay('offer, acceptance and consideration', [
          'The IRAC method: issue, rule, application and conclusion, applied to an online sale between two companies.',
          'An invitation to treat is not an offer; acceptance must be communicated unless the offer waives it.',
        ]),
      },
    ],
  },
  {
    name: 'Introduction to Programming',
    code: 'COSC2429',
    files: [
      {
        kind: 'pdf',
        title: 'Lab report sample: loops and functions in Python',
        pages: 4,
        topic: essay('loops and functions in Python', [
          'A for loop walks a list; a while loop runs until its condition is false. Functions keep each step small and testable.',
          'The report explains test cases and the bugs they found.',
        ]),
      },
    ],
  },
  {
    name: 'English for Academic Purposes',
    code: 'ENGL1234',
    files: [
      {
        kind: 'pdf',
        title: 'Course reader: academic writing',
        pages: 300,
        topic: essay('academic writing at university', [
          'Paraphrasing keeps the meaning of a source in your own words and still needs a citation.',
          'A thesis statement answers the question in one or two sentences and guides every paragraph.',
          'Topic sentences, evidence, explanation and a link: the structure of a body paragraph.',
        ]),
      },
      {
        kind: 'pdf',
        title: 'Argumentative essay sample: social media and study habits',
        pages: 4,
        topic: essay('social media and study habits', [
          'Students who switch between apps while studying take longer to finish tasks and remember less.',
        ]),
      },
    ],
  },
  {
    name: 'Communication Theory',
    code: 'COMM2596',
    files: [
      {
        kind: 'pdf',
        title: 'Media analysis sample: framing in news coverage',
        pages: 5,
        topic: essay('framing theory in news coverage of floods', [
          'Framing selects some aspects of a perceived reality and makes them more salient in a communicating text.',
        ]),
      },
    ],
  },
]

export const demoMajors: readonly DemoFolder[] = [
  {
    name: 'Kinh tế và Tài chính (Economics and Finance)',
    code: 'ECOFIN',
    files: [
      {
        kind: 'pdf',
        title: 'Bài tập mẫu: kinh tế lượng (econometrics project)',
        pages: 6,
        topic: essay('an econometrics project on rice exports', [
          'A time series of monthly rice exports is tested for a unit root before an ARIMA model is fitted.',
        ]),
      },
      {
        kind: 'pdf',
        title: 'Portfolio analysis sample: Vietnamese bank shares',
        pages: 5,
        topic: essay('a portfolio of listed Vietnamese banks', [
          'Expected return and standard deviation are computed from five years of daily prices; the efficient frontier follows.',
        ]),
      },
    ],
  },
  {
    name: 'Marketing',
    code: 'MKT',
    files: [
      {
        kind: 'pdf',
        title: 'Digital marketing campaign report sample',
        pages: 6,
        topic: essay('a digital marketing campaign for a coffee chain', [
          'Search engine marketing, influencer partnerships and email were measured by cost per acquisition.',
        ]),
      },
    ],
  },
  {
    name: 'Information Technology',
    code: 'IT',
    files: [
      {
        kind: 'pdf',
        title: 'Capstone project report sample: campus parking app',
        pages: 7,
        topic: essay('a capstone project building a campus parking app', [
          'Requirements came from interviews with students and security staff; the system uses a React front end and a PostgreSQL database.',
        ]),
      },
    ],
  },
  {
    name: 'Logistics and Supply Chain Management',
    code: 'LSCM',
    files: [
      {
        kind: 'pdf',
        title: 'Supply chain resilience case study sample',
        pages: 5,
        topic: essay('supply chain resilience after port closures', [
          'Dual sourcing and safety stock traded cost for resilience when the Cat Lai port was congested.',
        ]),
      },
    ],
  },
  { name: 'Professional Communication', code: 'PCOM', files: [] },
  { name: 'Digital Design', code: 'DD', files: [] },
]
