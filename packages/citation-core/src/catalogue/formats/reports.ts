import { defineFormat } from '../defineFormat.ts'
import {
  accessed,
  authors,
  database,
  dateGroup,
  group,
  inDatabase,
  number,
  onWeb,
  text,
  title,
  url,
  website,
  year,
} from '../fields.ts'
import type { FieldGroup, FormatDefinition } from '../types.ts'

const reportNumber = () => number('Report number', false, { placeholder: 'J5911' })

function reportHead(): FieldGroup[] {
  return [authors(), dateGroup(year()), group('title', 'Title', [title('Title of report'), reportNumber()])]
}

export const reports: readonly FormatDefinition[] = [
  defineFormat({
    id: 15,
    code: 'government-report',
    name: 'Government report',
    menuGroup: 'reports',
    cslType: 'report',
    caption: 'A report published by a government agency.',
    pattern: 'Author (Year) *Title*, report number X, Agency, Government, accessed D Month YYYY. URL',
    groups: [
      ...reportHead(),
      group('publication', 'Publisher', [
        text('publisher', 'publisher', 'Agency', { required: true, placeholder: 'Productivity Commission' }),
        text('authority', 'authority', 'Government', {
          required: true,
          placeholder: 'Australian Government',
        }),
      ]),
      group('online', 'Online', [url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 16,
    code: 'abs-report',
    name: 'Australian Bureau of Statistics Report',
    menuGroup: 'reports',
    cslType: 'report',
    caption: 'A report of the Australian Bureau of Statistics, cited in text as (ABS Year).',
    pattern:
      'ABS (Australian Bureau of Statistics) (Year) *Title*, catalogue number X, ABS website, accessed D Month YYYY. URL',
    groups: [
      {
        key: 'author',
        label: 'Author',
        repeatable: true,
        fields: [
          {
            key: 'author',
            label: 'Author',
            variable: 'author',
            type: 'name',
            required: true,
            nameKinds: ['organisation', 'person'],
            defaultNames: [{ literal: 'Australian Bureau of Statistics', abbreviation: 'ABS' }],
          },
        ],
      },
      dateGroup(year()),
      group('title', 'Title', [title(), number('Catalogue number', false, { placeholder: '3302.0.55.001' })]),
      group('online', 'Website', [{ ...website(), defaultValue: 'ABS' }, url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 17,
    code: 'organisation-report',
    name: 'Organization Report',
    menuGroup: 'reports',
    cslType: 'report',
    caption: 'A report by an organisation, such as an annual report.',
    pattern:
      'Abbrev (Organisation) (Year) *Title*, report number X, Abbrev website, accessed D Month YYYY. URL',
    groups: [...reportHead(), group('online', 'Website', [website(), url(), accessed()])],
  }),
  defineFormat({
    id: 18,
    code: 'dataset',
    name: 'Dataset',
    menuGroup: 'reports',
    cslType: 'dataset',
    caption: 'A data set. With no author the title moves to the front.',
    pattern: 'Author (Year) *Title* [data set], Name of Website website, accessed D Month YYYY. URL',
    groups: [
      authors(),
      dateGroup(year()),
      group('title', 'Title', [title('Title of data set')]),
      group('online', 'Website', [website(), url(), accessed()]),
    ],
  }),
  defineFormat({
    id: 19,
    code: 'standard',
    name: 'Standard',
    menuGroup: 'reports',
    cslType: 'standard',
    caption: 'A standard, from a library database or a website.',
    pattern: 'Issuer (Year) *Title*, AS 1684.2-2010, accessed D Month YYYY, Database database.',
    groups: [
      authors({ help: 'The issuing body, e.g. Standards Australia.' }),
      dateGroup(year()),
      group('title', 'Title', [
        title('Title of standard'),
        number('Standard number', true, { placeholder: 'AS 1684.2-2010' }),
      ]),
      inDatabase(),
      onWeb(),
    ],
  }),
  defineFormat({
    id: 20,
    code: 'company-report-web',
    name: 'Company/industry/market report from a website',
    menuGroup: 'reports',
    cslType: 'report',
    caption: 'A company, industry or market report found on a website.',
    pattern: 'Author (Year) *Title*, report number X, Name of Website website, accessed D Month YYYY. URL',
    groups: [...reportHead(), group('online', 'Website', [website(), url(), accessed()])],
  }),
  defineFormat({
    id: 21,
    code: 'company-report-database',
    name: 'Company/industry/market report from a Library Database',
    menuGroup: 'reports',
    cslType: 'report',
    caption: 'A company, industry or market report from a library database (IBISWorld, MarketLine).',
    pattern: 'Author (Year) *Title*, report number X, accessed D Month YYYY, Database database.',
    groups: [...reportHead(), group('database', 'Library database', [database(), accessed()])],
  }),
]
