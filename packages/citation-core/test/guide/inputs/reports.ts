import { date, type GuideInput, noDate, org, person, year } from '../GuideInput.ts'

const marketLine = org('MarketLine Limited')

/** Examples of the guide's "Reports and data sets", "Standards and patents" and "Theses" sections. */
export const reportInputs: Record<string, GuideInput> = {
  'rmit-171': {
    formatId: 16,
    item: {
      type: 'report',
      author: [org('Australian Bureau of Statistics', 'ABS')],
      issued: year(2021),
      title: 'Life tables 2018-2020',
      number: '3302.0.55.001',
      website: 'ABS',
      URL: 'https://www.abs.gov.au/AUSSTATS/abs@.nsf/allprimarymainfeatures/123B67D527F36A63CA2584A20012C43C?opendocument',
      accessed: date(2021, 12, 3),
    },
    slip: {
      expected:
        'ABS (Australian Bureau of Statistics) (2021) *Life tables 2018-2020*, catalogue number 3302.0.55.001, ABS website, accessed 3 December 2021. https://www.abs.gov.au/AUSSTATS/abs@.nsf/allprimarymainfeatures/123B67D527F36A63CA2584A20012C43C?opendocument',
      reason:
        'The ABS rule ends with "Name of Website website"; the example prints a publisher and place ("ABS, Canberra") instead.',
    },
    inText: {
      'Australian Bureau of Statistics (2021)': {
        skip: 'prose naming the organisation in full ("According to the Australian Bureau of Statistics (2021)")',
      },
    },
  },
  'rmit-173': {
    formatId: 15,
    item: {
      type: 'report',
      author: [person('Hayne', 'Kenneth Madison')],
      issued: year(2019),
      title:
        'Royal Commission into misconduct in the banking, superannuation and financial services industry, Volume 3',
      publisher: 'Royal Commissions',
      authority: 'Australian Government',
      URL: 'https://www.royalcommission.gov.au/banking/final-report',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-174': {
    formatId: 15,
    item: {
      type: 'report',
      author: [org('Wells Advisory')],
      issued: year(2021),
      title: 'Forward impact of COVID-19 on Australian higher education',
      publisher: 'Tertiary Education Quality and Standards Agency (TEQSA)',
      authority: 'Australian Government',
      URL: 'https://www.teqsa.gov.au/latest-news/publications/forward-impact-covid-19-australian-higher-education-report',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-175': {
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
  'rmit-176': {
    formatId: 17,
    item: {
      type: 'report',
      author: [org('Fortescue Metals Group Ltd', 'FMGL')],
      issued: year(2021),
      title: 'Annual report FY21',
      website: 'FMGL',
      URL: 'https://www.fmgl.com.au/investors/asx-announcements',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-178': {
    formatId: 21,
    item: {
      type: 'report',
      author: [person('Lo', 'Brian')],
      issued: year(2016),
      title: 'Internet service providers in Australia',
      number: 'J5911',
      source: 'IBISWorld',
      accessed: date(2021, 11, 28),
    },
  },
  'rmit-179': {
    formatId: 21,
    item: {
      type: 'report',
      author: [marketLine],
      issued: year(2021),
      title: 'Global - apparel manufacturing',
      source: 'MarketLine database',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-180': {
    formatId: 20,
    item: {
      type: 'report',
      author: [org('Baptist World Aid Australia', 'BWAA')],
      issued: year(2019),
      title: '2019 ethical fashion report: the truth behind the barcode',
      website: 'Business & Human Rights Resource Centre',
      URL: 'https://www.business-humanrights.org/en/latest-news/2019-ethical-fashion-report-the-truth-behind-the-barcode/',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-182': {
    formatId: 18,
    item: {
      type: 'dataset',
      author: [org('Reserve Bank of Australia', 'RBA')],
      issued: noDate,
      title: 'Consumer price inflation: December 2015 – December 2020',
      website: 'RBA',
      URL: 'https://www.rba.gov.au/statistics/tables/',
      accessed: date(2021, 12, 10),
    },
  },
  'rmit-183': {
    formatId: 19,
    item: {
      type: 'standard',
      author: [org('Standards Australia')],
      issued: year(2010),
      title: 'Residential timber-framed construction - non-cyclonic areas',
      number: 'AS 1684.2-2010',
      source: 'SAI Global',
      accessed: date(2021, 12, 9),
    },
  },
  'rmit-184': {
    formatId: 19,
    item: {
      type: 'standard',
      author: [org('International Organization for Standardization', 'ISO')],
      issued: year(2021),
      title: 'Building construction -- accessibility and usability of the built environment',
      number: 'ISO 21542:2021',
      URL: 'https://www.standards.org.au/standards-catalogue/international/iso--other/iso--21542-colon-2021',
      accessed: date(2021, 12, 9),
    },
  },
  'rmit-185': { unmapped: 'Patent: the product has no patent format' },
  'rmit-187': {
    formatId: 41,
    item: {
      type: 'thesis',
      author: [person('Thompson', 'Hannah')],
      issued: year(2019),
      title: 'Embracing mindfulness: enriching slow fashion for human and environmental wellbeing',
      genre: 'master’s thesis',
      publisher: 'RMIT University',
      URL: 'https://researchrepository.rmit.edu.au/esploro/outputs/9921863614401341',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-189': {
    formatId: 37,
    item: {
      type: 'thesis',
      author: [person('McLellan', 'Julie Margaret')],
      issued: year(2019),
      title:
        'The development of an intervention to support midwives in addressing multiple health behaviours with pregnant women',
      genre: 'PhD dissertation',
      publisher: 'University of Stirling',
      source: 'ProQuest Dissertations & Theses Global',
      accessed: date(2021, 12, 13),
    },
  },
  'rmit-191': {
    formatId: 42,
    item: {
      type: 'thesis',
      author: [person('Browne', 'Patrick')],
      issued: year(2018),
      title: 'Digital tourism',
      genre: 'PhD dissertation',
      publisher: 'Charlesworth University',
      'publisher-place': 'Templeton',
    },
  },
}
