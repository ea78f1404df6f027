/**
 * Writes `src/check/checkSet.json`, the reference checker's test set (docs/product/citation-checker.md#test-set):
 * every reference example of the guide, written the ways students write it (already right; APA 7; MLA; the
 * old Harvard of other universities; Google Scholar's Harvard; with the usual slips: `&`, initials with stops,
 * lost italics, a DOI link, a full stop after the URL, no accessed date), each with the fixed reference the
 * guide gives (rendered from the guide's own parts) and the problems and status expected.
 * Run with `node scripts/buildCheckSet.ts` from the package; review the diff of the JSON before committing.
 */
import { writeFileSync } from 'node:fs'
import { type CslItem, type CslName, getFormat, monthNames, renderReference, validate } from '../src/index.ts'
import type { MappedInput } from '../test/guide/GuideInput.ts'
import { guideInputs } from '../test/guide/guideInputs.ts'

interface CheckSetEntry {
  id: string
  style: string
  /** As pasted: html (italics in `<i>`) when `html` is true, else plain text. */
  input: string
  expected: { status: string; formatId: number; reference: string; problems: string[]; missing?: string[] }
}

const entries: CheckSetEntry[] = []
const i = (text: string) => `<i>${text}</i>`
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function expectFrom(formatId: number, item: CslItem, problems: string[]): CheckSetEntry['expected'] {
  const rendered = renderReference(formatId, item)
  const fields = getFormat(formatId).groups.flatMap((group) => group.fields)
  const missing = validate(formatId, item).missing.map(
    (issue) => fields.find((f) => f.key === issue.key)!.variable,
  )
  // A book without its place (APA and MLA leave it out) needs it: docs/decisions/0739-a-book-needs-its-place.md.
  const placeless = missing.includes('publisher-place') && !problems.includes('missing-place')
  const named = placeless ? [...problems, 'missing-place'] : problems
  return {
    status: missing.length > 0 ? 'needs-details' : named.length === 0 ? 'correct' : 'fixed',
    formatId,
    reference: rendered.html,
    problems: named,
    ...(missing.length > 0 ? { missing } : {}),
  }
}

function add(id: string, style: string, input: string, formatId: number, item: CslItem, problems: string[]) {
  entries.push({ id, style, input, expected: expectFrom(formatId, item, problems) })
}

/** The creators with a particle folded into the family name (`de Oliveira`), as a student types them. */
const creatorsOf = (item: CslItem): CslName[] =>
  (item.author ?? item.editor ?? item.director ?? item.host ?? item.producer ?? []).map((name) =>
    name['non-dropping-particle']
      ? { ...name, family: `${name['non-dropping-particle']} ${name.family}` }
      : name,
  )
const persons = (item: CslItem) => creatorsOf(item).filter((name) => name.family)
const year = (item: CslItem) => item.issued?.['date-parts']?.[0]?.[0]
const parts = (item: CslItem) => item.issued?.['date-parts']?.[0] ?? []
const initialsOf = (given = '', stops = true) =>
  given
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((word) => (stops ? `${word[0]}.` : word[0]))
    .join(stops ? ' ' : '')
const orgName = (name: CslName) => name.literal ?? ''
const dayMonthYear = (date: (string | number)[]) =>
  date.length === 3 ? `${date[2]} ${monthNames[Number(date[1]) - 1]} ${date[0]}` : String(date[0])

/** APA 7: `Family, A. A., Family, B., & Family, C.` */
function apaNames(names: CslName[]): string {
  const written = names.map((name) =>
    name.family ? `${name.family}, ${initialsOf(name.given)}` : orgName(name),
  )
  if (written.length === 1) return written[0]!
  return `${written.slice(0, -1).join(', ')}, & ${written.at(-1)}`
}

/** MLA 9: `Family, Given`, `Family, Given, and Given Family`, or `Family, Given, et al.` */
function mlaNames(names: CslName[]): string {
  const first = names[0]!
  const lead = first.family ? `${first.family}, ${first.given}` : orgName(first)
  if (names.length === 1) return lead
  if (names.length === 2) {
    const second = names[1]!
    return `${lead}, and ${second.family ? `${second.given} ${second.family}` : orgName(second)}`
  }
  return `${lead}, et al`
}

/** The old Harvard (AGPS, 2012 RMIT guide): `Family, A, Family, B & Family, C`. */
function oldHarvardNames(names: CslName[]): string {
  const written = names.map((name) =>
    name.family ? `${name.family}, ${initialsOf(name.given, false)}` : orgName(name),
  )
  if (written.length === 1) return written[0]!
  return `${written.slice(0, -1).join(', ')} & ${written.at(-1)}`
}

/** Google Scholar's Harvard: `Family, A.A., Family, B. and Family, C.` */
function scholarNames(names: CslName[]): string {
  const written = names.map((name) =>
    name.family ? `${name.family}, ${initialsOf(name.given).replace(/ /g, '')}` : orgName(name),
  )
  if (written.length === 1) return written[0]!
  return `${written.slice(0, -1).join(', ')} and ${written.at(-1)}`
}

const withoutAbbreviations = (item: CslItem): CslItem => {
  const copy = structuredClone(item)
  for (const role of ['author', 'editor', 'director', 'producer', 'host'] as const) {
    // Other styles spell the organisation out; its initials come back only when the site or publisher gives them.
    const short = (item.website ?? item.publisher)?.replace(/ website$/, '')
    copy[role] = copy[role]?.map((name) =>
      name.abbreviation && name.abbreviation !== short ? { literal: name.literal! } : name,
    )
    if (!copy[role]) delete copy[role]
  }
  return copy
}

const pages = (item: CslItem) => String(item.page ?? '').replace(/-/g, '–')
const accessedText = (item: CslItem) => (item.accessed ? dayMonthYear(item.accessed['date-parts']![0]!) : '')

// ---- RMIT Harvard with the slips students make -------------------------------------------------------------

function rmitVariants(id: string, input: MappedInput): void {
  const { formatId, item } = input
  const rendered = renderReference(formatId, item)
  add(`${id}/rmit`, 'rmit-harvard', rendered.html, formatId, item, [])
  if (rendered.html.includes('<i>')) {
    const plain = rendered.html.replace(/<\/?i>/g, '')
    const lost = rendered.html.match(/<i>(.*?)<\/i>/g)!.map((m) => m.slice(3, -4))
    const code = lost.every((t) => t === escapeHtml(item.title ?? '')) ? 'title-italics' : 'container-italics'
    add(`${id}/rmit-no-italics`, 'rmit-harvard', `<p>${plain}</p>`, formatId, item, [code])
  }
  const names = persons(item)
  const head = rendered.html.indexOf(' (')
  if (names.length >= 2 && head > 0 && rendered.html.slice(0, head).includes(' and ')) {
    const author = rendered.html.slice(0, head)
    const last = author.lastIndexOf(' and ')
    const amp = `${author.slice(0, last)} &amp; ${author.slice(last + 5)}${rendered.html.slice(head)}`
    add(`${id}/rmit-ampersand`, 'rmit-harvard', amp, formatId, item, ['authors-ampersand'])
  }
  if (
    names.length >= 1 &&
    creatorsOf(item).length === names.length &&
    /^ \((?:n\.d\.|c\.|\d)/.test(rendered.html.slice(head))
  ) {
    const author = names.map((name) => `${name.family}, ${initialsOf(name.given)}`)
    const joined = author.length === 1 ? author[0] : `${author.slice(0, -1).join(', ')} and ${author.at(-1)}`
    add(`${id}/rmit-stops`, 'harvard-other', `${joined}${rendered.html.slice(head)}`, formatId, item, [
      'initials-stops',
    ])
  }
  if (item.URL && rendered.text.endsWith(item.URL)) {
    add(`${id}/rmit-url-stop`, 'rmit-harvard', `${rendered.html}.`, formatId, item, ['url-stop'])
    if (item.accessed) {
      const noAccess = rendered.html.replace(/, accessed \d+ \w+ \d{4}\./, '.')
      const copy = structuredClone(item)
      delete copy.accessed
      if (noAccess !== rendered.html)
        add(`${id}/rmit-no-accessed`, 'rmit-harvard', noAccess, formatId, copy, ['missing-accessed'])
    }
  }
  if (item.DOI && rendered.html.includes(`doi:${item.DOI}`)) {
    const link = rendered.html.replace(`doi:${item.DOI}`, `https://doi.org/${item.DOI}`)
    add(`${id}/rmit-doi-link`, 'rmit-harvard', link, formatId, item, ['doi-prefix'])
  }
  if (item.edition) {
    const ed = rendered.html.replace(/(\d+)(st|nd|rd|th) edn/, '$1$2 ed.')
    add(`${id}/rmit-edition`, 'rmit-harvard', ed, formatId, item, ['edition-form'])
  }
}

// ---- Other styles, per family ---------------------------------------------------------------------------

function apaDate(item: CslItem): string {
  const date = parts(item)
  if (item.issued?.literal === 'n.d.' || date.length === 0) return 'n.d.'
  if (date.length === 3) return `${date[0]}, ${monthNames[Number(date[1]) - 1]} ${date[2]}`
  return String(date[0])
}

function styleVariants(id: string, input: MappedInput): void {
  const { formatId } = input
  // Other styles do not carry RMIT's a/b suffix; the DOI as the guide's data has it, without a prefix.
  const item = structuredClone(input.item)
  delete item['year-suffix']
  if (item.DOI) item.DOI = item.DOI.replace(/^https?:\/\/(?:dx\.)?doi\.org\//, '').replace(/^doi:/, '')
  const names = creatorsOf(item)
  if (names.length === 0 || !item.title) return
  const apaItem = withoutAbbreviations(item)
  const title = escapeHtml(item.title)
  if (formatId === 7 || formatId === 8) {
    const container = escapeHtml(item['container-title'] ?? '')
    const issue = item.issue ? `(${item.issue})` : ''
    const locator = item.page ? `, ${pages(item)}` : item.number ? `, Article ${item.number}` : ''
    const link = item.DOI ? ` https://doi.org/${item.DOI}` : item.URL ? ` ${item.URL}` : ''
    const apa = `${apaNames(names)} (${apaDate(item)}). ${title}. ${i(container)}, ${i(String(item.volume))}${issue}${locator}.${link}`
    const apaFixed = structuredClone(apaItem)
    if (!item.DOI) {
      delete apaFixed.accessed
      delete apaFixed.source
      delete apaFixed.website
    }
    if (item.page) delete apaFixed.number
    add(`${id}/apa7`, 'apa7', apa, item.DOI ? formatId : item.URL ? 8 : 7, apaFixed, [
      'style-apa7',
      ...(names.filter((n) => n.family).length > 1 ? ['authors-ampersand'] : []),
      ...(item.DOI ? ['doi-prefix'] : []),
    ])
    if (names.length <= 2 && names.every((n) => n.family)) {
      const mlaPages = item.page ? `, pp. ${item.page}` : ''
      const mla = `${mlaNames(names)}. "${title}." ${i(container)}, vol. ${item.volume}${item.issue ? `, no. ${item.issue}` : ''}, ${year(item)}${mlaPages}${item.DOI ? `, https://doi.org/${item.DOI}` : ''}.`
      const mlaItem = structuredClone(item)
      if (!item.DOI) {
        delete mlaItem.URL
        delete mlaItem.accessed
        delete mlaItem.source
      }
      if (!item.page) delete mlaItem.number
      add(`${id}/mla`, 'mla', mla, item.DOI ? formatId : 7, mlaItem, ['style-mla'])
    }
    if (names.every((n) => n.family)) {
      const old = `${oldHarvardNames(names)} ${year(item)}, '${title}', ${i(container)}, vol. ${item.volume}${item.issue ? `, no. ${item.issue}` : ''}${item.page ? `, pp. ${item.page}` : ''}.`
      const oldItem = structuredClone(item)
      delete oldItem.DOI
      delete oldItem.URL
      delete oldItem.accessed
      delete oldItem.source
      delete oldItem.number
      add(`${id}/harvard-old`, 'harvard-other', old, 7, oldItem, ['style-harvard-other'])
      const scholar = `${scholarNames(names)}, ${year(item)}. ${title}. ${i(container)}, ${item.volume}${issue}${item.page ? `, pp.${item.page}` : ''}.`
      add(`${id}/scholar`, 'google-scholar', scholar, 7, oldItem, ['style-google-scholar'])
    }
    return
  }
  if ([1, 2, 39].includes(formatId)) {
    const edition = item.edition ? ` (${ordinalText(Number.parseInt(String(item.edition), 10))} ed.)` : ''
    const eds = formatId === 39 ? ` (${names.length > 1 ? 'Eds.' : 'Ed.'})` : ''
    const link = item.DOI ? ` https://doi.org/${item.DOI}` : ''
    const apa = `${apaNames(names)}${eds} (${apaDate(item)}). ${i(title)}${edition}. ${escapeHtml(item.publisher ?? '')}.${link}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed['publisher-place']
    add(`${id}/apa7`, 'apa7', apa, item.DOI || formatId === 39 ? formatId : 1, apaFixed, ['style-apa7'])
    if (names.every((n) => n.family) && formatId !== 39) {
      const ed = item.edition ? `, ${ordinalText(Number.parseInt(String(item.edition), 10))} edn` : ''
      const old = `${oldHarvardNames(names)} ${year(item)}, ${i(title)}${ed}, ${escapeHtml(item.publisher ?? '')}${item['publisher-place'] ? `, ${item['publisher-place']}` : ''}.`
      const oldItem = structuredClone(item)
      delete oldItem.DOI
      add(`${id}/harvard-old`, 'harvard-other', old, 1, oldItem, ['style-harvard-other'])
      if (names.length <= 2) {
        const mla = `${mlaNames(names)}. ${i(title)}.${item.edition ? ` ${ordinalText(Number.parseInt(String(item.edition), 10))} ed.,` : ''} ${escapeHtml(item.publisher ?? '')}, ${year(item)}.`
        const mlaItem = structuredClone(item)
        delete mlaItem['publisher-place']
        delete mlaItem.DOI
        add(`${id}/mla`, 'mla', mla, 1, mlaItem, ['style-mla'])
      }
    }
    return
  }
  if ([13, 14, 17, 20].includes(formatId) && item.URL) {
    const site = item.website?.replace(/ website$/, '') ?? ''
    const apa = `${apaNames(names)} (${apaDate(item)}). ${i(title)}. ${escapeHtml(site)}. ${item.URL}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed.accessed
    add(`${id}/apa7`, 'apa7', apa, formatId, apaFixed, ['style-apa7', 'missing-accessed'])
    const retrieved = `${apaNames(names)} (${apaDate(item)}). ${i(title)}. ${escapeHtml(site)}. Retrieved ${accessedMdy(item)}, from ${item.URL}`
    add(`${id}/apa7-retrieved`, 'apa7', retrieved, formatId, apaItem, ['style-apa7', 'retrieved-from'])
    if (names.every((n) => n.family || n.literal)) {
      const old = `${oldHarvardNames(names)} ${year(item) ?? 'n.d.'}, ${i(title)}, ${escapeHtml(site)}, viewed ${accessedText(item)}, &lt;${item.URL}&gt;.`
      add(`${id}/harvard-old`, 'harvard-other', old, formatId, apaItem, [
        'style-harvard-other',
        'accessed-form',
      ])
    }
    return
  }
  if ((formatId === 10 || formatId === 11) && item.URL) {
    const apa = `${apaNames(names)} (${apaDate(item)}). ${title}. ${i(escapeHtml(item['container-title'] ?? ''))}. ${item.URL}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed.accessed
    add(`${id}/apa7`, 'apa7', apa, formatId, apaFixed, ['style-apa7', 'missing-accessed'])
    return
  }
  if (formatId === 43) {
    const editors = item.editor ?? []
    const eds = editors.map((e) => `${initialsOf(e.given)} ${e.family}`)
    const edsText = eds.length > 2 ? `${eds.slice(0, -1).join(', ')}, & ${eds.at(-1)}` : eds.join(' & ')
    const link = item.DOI ? ` https://doi.org/${item.DOI}` : ''
    const apa = `${apaNames(names)} (${apaDate(item)}). ${title}. In ${edsText} (${eds.length > 1 ? 'Eds.' : 'Ed.'}), ${i(escapeHtml(item['container-title'] ?? ''))}. ${escapeHtml(item.publisher ?? '')}.${link}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed['publisher-place']
    add(`${id}/apa7`, 'apa7', apa, formatId, apaFixed, ['style-apa7'])
    return
  }
  if ((formatId === 41 || formatId === 37 || formatId === 42) && item.publisher) {
    const kind = /PhD/.test(item.genre ?? '') ? 'Doctoral dissertation' : 'Master’s thesis'
    const where = item.URL ? ` ${item.URL}` : item.source ? ` ${item.source}.` : ''
    const apa = `${apaNames(names)} (${apaDate(item)}). ${i(title)} [${kind}, ${escapeHtml(item.publisher)}].${where}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed['publisher-place']
    delete apaFixed.accessed
    add(`${id}/apa7`, 'apa7', apa, formatId, apaFixed, ['style-apa7'])
    return
  }
  if (formatId === 24 && item.URL) {
    const apa = `${apaNames(names)} (${apaDate(item)}). ${i(title)} [Video]. ${escapeHtml(item.website ?? '')}. ${item.URL}`
    const apaFixed = structuredClone(apaItem)
    delete apaFixed.accessed
    // APA names the uploader as the author; RMIT's channel is then that organisation, or else the site.
    apaFixed['container-title'] = names[0]!.family ? (item.website ?? '') : orgName(names[0]!)
    add(`${id}/apa7`, 'apa7', apa, formatId, apaFixed, ['style-apa7', 'missing-accessed'])
  }
}

function accessedMdy(item: CslItem): string {
  const date = item.accessed?.['date-parts']?.[0] ?? []
  return `${monthNames[Number(date[1]) - 1]} ${date[2]}, ${date[0]}`
}

function ordinalText(n: number): string {
  const suffix =
    n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'
  return `${n}${suffix}`
}

/**
 * Entries as students type them, outside the guide's examples: plain text with no italics, Cite Them Right's
 * Harvard, APA 6's `Retrieved from`, `et al.`, no date, a book title in quotes, stray spaces. Each with the
 * parts the fix should have.
 */
const person = (family: string, given: string): CslName => ({ family, given })
const yearOf = (y: number) => ({ 'date-parts': [[y]] })
const dayOf = (y: number, m: number, d: number) => ({ 'date-parts': [[y, m, d]] })
interface HandWritten {
  id: string
  style: string
  input: string
  formatId: number
  item: CslItem
  problems: string[]
  /** A detail the student must give that the item cannot show (the authors behind `et al.`). */
  missing?: string[]
}
const handWritten: HandWritten[] = [
  // Names as students here write them (docs/decisions/0738-vietnamese-names-family-name-first.md).
  {
    id: 'student/vietnamese-lower-case',
    style: 'harvard-other',
    input: "nguyen van a 2020, 'Học máy trong giáo dục', Tạp chí Khoa học, vol. 5, no. 2, pp. 10-20.",
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Nguyen', 'Van A')],
      issued: yearOf(2020),
      title: 'Học máy trong giáo dục',
      'container-title': 'Tạp chí Khoa học',
      volume: '5',
      issue: '2',
      page: '10-20',
    },
    problems: ['style-harvard-other', 'name-case', 'vietnamese-name', 'volume-form', 'pages-prefix'],
  },
  {
    id: 'student/vietnamese-full-name',
    style: 'rmit-harvard',
    input:
      'Nguyễn Văn An and Trần Thị Bích Ngọc (2021) <i>Kinh tế học vi mô</i>, Nhà xuất bản Kinh tế, Hà Nội.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Nguyễn', 'Văn An'), person('Trần', 'Thị Bích Ngọc')],
      issued: yearOf(2021),
      title: 'Kinh tế học vi mô',
      publisher: 'Nhà xuất bản Kinh tế',
      'publisher-place': 'Hà Nội',
    },
    problems: ['vietnamese-name'],
  },
  {
    id: 'student/capitals-vietnamese',
    style: 'rmit-harvard',
    input:
      "NGUYEN VAN A and SMITH J (2019) 'Online learning in Vietnam', <i>Computers &amp; Education</i>, 140:103599.",
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Nguyen', 'Van A'), person('Smith', 'J')],
      issued: yearOf(2019),
      title: 'Online learning in Vietnam',
      'container-title': 'Computers & Education',
      volume: '140',
      number: '103599',
    },
    problems: ['family-capitals', 'vietnamese-name', 'article-number'],
  },
  {
    id: 'student/article-number-as-pages',
    style: 'rmit-harvard',
    input:
      "Tran H and Le M (2022) 'Sleep and study among university students', <i>PLoS ONE</i>, 17(4), e0266123.",
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Tran', 'H'), person('Le', 'M')],
      issued: yearOf(2022),
      title: 'Sleep and study among university students',
      'container-title': 'PLoS ONE',
      volume: '17',
      issue: '4',
      number: 'e0266123',
    },
    problems: ['article-number'],
  },
  {
    id: 'student/book-without-place',
    style: 'rmit-harvard',
    input: 'Pham L (2020) <i>Marketing in Vietnam</i>, Routledge.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Pham', 'L')],
      issued: yearOf(2020),
      title: 'Marketing in Vietnam',
      publisher: 'Routledge',
    },
    problems: ['missing-place'],
  },
  {
    id: 'student/apa7-plain-book',
    style: 'apa7',
    input:
      'Deegan, C. (2019). An introduction to accounting: Accountability in organisations and society. Cengage Learning Australia.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Deegan', 'C')],
      issued: yearOf(2019),
      title: 'An introduction to accounting: Accountability in organisations and society',
      publisher: 'Cengage Learning Australia',
    },
    problems: ['style-apa7', 'initials-stops', 'date-position'],
  },
  {
    id: 'student/cite-them-right-book',
    style: 'harvard-other',
    input: 'Smith, J. (2019) Understanding nursing practice. 3rd edn. Melbourne: Oxford University Press.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Smith', 'J')],
      issued: yearOf(2019),
      title: 'Understanding nursing practice',
      edition: '3',
      publisher: 'Oxford University Press',
      'publisher-place': 'Melbourne',
    },
    problems: ['initials-stops', 'publisher-place'],
  },
  {
    id: 'student/cite-them-right-web',
    style: 'rmit-harvard',
    input:
      'World Health Organization (2021) Obesity and overweight. Available at: https://www.who.int/news-room/fact-sheets/detail/obesity-and-overweight (Accessed: 3 March 2022).',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [{ literal: 'World Health Organization' }],
      issued: yearOf(2021),
      title: 'Obesity and overweight',
      website: 'World Health Organization',
      URL: 'https://www.who.int/news-room/fact-sheets/detail/obesity-and-overweight',
      accessed: dayOf(2022, 3, 3),
    },
    problems: ['available-at'],
  },
  {
    id: 'student/old-harvard-newspaper-web',
    style: 'harvard-other',
    input:
      "Taylor, M 2017, 'Social media and youth', <i>The Conversation</i>, 3 May, viewed 12 April 2022, &lt;https://theconversation.com/social-media-and-youth-12345&gt;.",
    formatId: 10,
    item: {
      type: 'article-newspaper',
      author: [person('Taylor', 'M')],
      issued: dayOf(2017, 5, 3),
      title: 'Social media and youth',
      'container-title': 'The Conversation',
      URL: 'https://theconversation.com/social-media-and-youth-12345',
      accessed: dayOf(2022, 4, 12),
    },
    problems: ['style-harvard-other', 'accessed-form', 'url-brackets', 'date-position'],
  },
  {
    id: 'student/apa7-et-al',
    style: 'apa7',
    input: 'Jones, K. et al. (2018). <i>Data science for business</i>. Wiley.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Jones', 'K')],
      issued: yearOf(2018),
      title: 'Data science for business',
      publisher: 'Wiley',
    },
    problems: ['et-al'],
    missing: ['author'],
  },
  {
    id: 'student/apa6-retrieved-no-date',
    style: 'apa7',
    input: 'Lee, S. (n.d.). <i>How to write an essay</i>. Retrieved from https://www.example.com/essay',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Lee', 'S')],
      issued: { literal: 'n.d.' },
      title: 'How to write an essay',
      URL: 'https://www.example.com/essay',
    },
    problems: ['retrieved-from', 'missing-accessed'],
  },
  {
    id: 'student/plain-journal-pp',
    style: 'harvard-other',
    input:
      "Brown, A. and Green, B. (2020) 'Climate adaptation in cities', Journal of Urban Studies, 12(3), pp. 45-60. doi: 10.1234/jus.2020.12345.",
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Brown', 'A'), person('Green', 'B')],
      issued: yearOf(2020),
      title: 'Climate adaptation in cities',
      'container-title': 'Journal of Urban Studies',
      volume: '12',
      issue: '3',
      page: '45-60',
      DOI: '10.1234/jus.2020.12345',
    },
    problems: ['initials-stops', 'pages-prefix'],
  },
  {
    id: 'student/plain-rmit-journal',
    style: 'rmit-harvard',
    input: "Patel R (2019) 'Remote work after the pandemic', Harvard Business Review, 97(4):88-95.",
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Patel', 'R')],
      issued: yearOf(2019),
      title: 'Remote work after the pandemic',
      'container-title': 'Harvard Business Review',
      volume: '97',
      issue: '4',
      page: '88-95',
    },
    problems: [],
  },
  {
    id: 'student/mla-title-case',
    style: 'mla',
    input:
      'Garcia, Maria. "Urban Gardens and Community." <i>Environmental Review</i>, vol. 8, no. 1, 2019, pp. 22-31.',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Garcia', 'Maria')],
      issued: yearOf(2019),
      title: 'Urban Gardens and Community',
      'container-title': 'Environmental Review',
      volume: '8',
      issue: '1',
      page: '22-31',
    },
    problems: ['style-mla', 'author-full-name', 'volume-form', 'pages-prefix'],
  },
  {
    id: 'student/rmit-edition-ed',
    style: 'rmit-harvard',
    input: 'Harris J (2021) <i>Understanding psychology</i>, 2nd ed., Cengage, Melbourne.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Harris', 'J')],
      issued: yearOf(2021),
      title: 'Understanding psychology',
      edition: '2',
      publisher: 'Cengage',
      'publisher-place': 'Melbourne',
    },
    problems: ['edition-form'],
  },
  {
    id: 'student/rmit-no-final-stop',
    style: 'rmit-harvard',
    input: 'Nguyen T (2022) <i>Digital marketing strategies</i>, Routledge, London',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Nguyen', 'T')],
      issued: yearOf(2022),
      title: 'Digital marketing strategies',
      publisher: 'Routledge',
      'publisher-place': 'London',
    },
    problems: ['final-stop'],
  },
  {
    id: 'student/rmit-stray-spaces',
    style: 'rmit-harvard',
    input: 'Day T (2018)  <i>Success in academic writing</i> , 2nd edn, Palgrave, Basingstoke.',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Day', 'T')],
      issued: yearOf(2018),
      title: 'Success in academic writing',
      edition: '2',
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
    problems: ['punctuation'],
  },
  {
    id: 'student/rmit-book-title-quoted',
    style: 'rmit-harvard',
    input: "Day T (2018) 'Success in academic writing', 2nd edn, Palgrave, Basingstoke.",
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Day', 'T')],
      issued: yearOf(2018),
      title: 'Success in academic writing',
      edition: '2',
      publisher: 'Palgrave',
      'publisher-place': 'Basingstoke',
    },
    problems: ['title-italics'],
  },
  {
    id: 'student/rmit-no-date',
    style: 'rmit-harvard',
    input:
      'Heath N, <i>What is AI?</i>, ZDNet website, accessed 9 December 2021. https://www.zdnet.com/article/what-is-ai/',
    formatId: 13,
    item: {
      type: 'webpage',
      author: [person('Heath', 'N')],
      title: 'What is AI?',
      website: 'ZDNet',
      URL: 'https://www.zdnet.com/article/what-is-ai/',
      accessed: dayOf(2021, 12, 9),
    },
    problems: ['missing-issued'],
  },
  {
    id: 'student/rmit-double-quotes',
    style: 'rmit-harvard',
    input:
      'Yeates C (6 December 2021) "CEO pay of big banks could be linked to climate change targets", <i>The Age</i>.',
    formatId: 9,
    item: {
      type: 'article-newspaper',
      author: [person('Yeates', 'C')],
      issued: dayOf(2021, 12, 6),
      title: 'CEO pay of big banks could be linked to climate change targets',
      'container-title': 'The Age',
    },
    problems: ['title-quotes'],
  },
  {
    id: 'student/old-harvard-abs',
    style: 'harvard-other',
    input:
      'Australian Bureau of Statistics 2021, <i>Census of population and housing</i>, cat. no. 2071.0, ABS, Canberra.',
    formatId: 16,
    item: {
      type: 'report',
      author: [{ literal: 'Australian Bureau of Statistics', abbreviation: 'ABS' }],
      issued: yearOf(2021),
      title: 'Census of population and housing',
      number: '2071.0',
      website: 'ABS',
    },
    problems: ['missing-accessed'],
  },
  {
    id: 'student/word-html-correct',
    style: 'rmit-harvard',
    input:
      "<p class=MsoNormal style='margin-left:36.0pt;text-indent:-36.0pt'>Lynch MP (2019) <i style='mso-bidi-font-style:normal'><span style='font-family:\"Times New Roman\"'>Know-it-all society: truth and arrogance in political culture</span></i>, Liveright Publishing Corporation, New York.<o:p></o:p></p>",
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Lynch', 'MP')],
      issued: yearOf(2019),
      title: 'Know-it-all society: truth and arrogance in political culture',
      publisher: 'Liveright Publishing Corporation',
      'publisher-place': 'New York',
    },
    problems: [],
  },
  {
    id: 'student/google-docs-apa',
    style: 'apa7',
    input:
      '<b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr"><span>Fu, W. (2022). </span><span style="font-style:italic;">Inclusive education in China: Ideas, practices and challenges</span><span>. Routledge.</span></p></b>',
    formatId: 1,
    item: {
      type: 'book',
      author: [person('Fu', 'W')],
      issued: yearOf(2022),
      title: 'Inclusive education in China: Ideas, practices and challenges',
      publisher: 'Routledge',
    },
    problems: ['style-apa7', 'initials-stops'],
  },
  {
    id: 'student/gov-report-department',
    style: 'rmit-harvard',
    input:
      "Department of Health (2020) <i>Australia's health 2020</i>, Australian Government, accessed 1 June 2022. https://www.health.gov.au/report",
    formatId: 15,
    item: {
      type: 'report',
      author: [{ literal: 'Department of Health' }],
      issued: yearOf(2020),
      title: "Australia's health 2020",
      publisher: 'Department of Health',
      authority: 'Australian Government',
      URL: 'https://www.health.gov.au/report',
      accessed: dayOf(2022, 6, 1),
    },
    problems: ['punctuation'],
  },
  {
    id: 'student/apa7-ieee',
    style: 'apa7',
    input:
      'Chen, L., &amp; Wang, H. (2021). Machine learning in healthcare: A review. <i>IEEE Access</i>, <i>9</i>, 12345–12360. https://doi.org/10.1109/ACCESS.2021.3051234',
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Chen', 'L'), person('Wang', 'H')],
      issued: yearOf(2021),
      title: 'Machine learning in healthcare: a review',
      'container-title': 'IEEE Access',
      volume: '9',
      page: '12345-12360',
      DOI: '10.1109/ACCESS.2021.3051234',
    },
    problems: ['authors-ampersand', 'doi-prefix', 'page-range-dash', 'title-colon-capital'],
  },
  ...(['mla', 'chicago', 'capitals'] as const).map((form) => ({
    id: `student/scholar-${form}`,
    style: form === 'capitals' ? 'google-scholar' : 'mla',
    input: {
      mla: 'Zufferey, Carole, Nilan Yu, and Tammy Hand. "Researching home in social work." <i>Qualitative Social Work</i> 19.5-6 (2020): 1095-1110.',
      chicago:
        'Zufferey, Carole, Nilan Yu, and Tammy Hand. "Researching home in social work." <i>Qualitative Social Work</i> 19, no. 5-6 (2020): 1095-1110.',
      capitals:
        'ZUFFEREY, C., YU, N. and HAND, T., 2020. Researching home in social work. <i>Qualitative Social Work</i>, 19(5-6), pp.1095-1110.',
    }[form],
    formatId: 7,
    item: {
      type: 'article-journal',
      author: [person('Zufferey', 'Carole'), person('Yu', 'Nilan'), person('Hand', 'Tammy')],
      issued: yearOf(2020),
      title: 'Researching home in social work',
      'container-title': 'Qualitative Social Work',
      volume: '19',
      issue: '5-6',
      page: '1095-1110',
    } satisfies CslItem,
    problems: form === 'capitals' ? ['family-capitals', 'pages-prefix'] : ['volume-form', 'author-full-name'],
  })),
]

for (const entry of handWritten) {
  add(entry.id, entry.style, entry.input, entry.formatId, entry.item, entry.problems)
  if (entry.missing)
    Object.assign(entries.at(-1)!.expected, { status: 'needs-details', missing: entry.missing })
}

for (const [id, input] of Object.entries(guideInputs)) {
  if (!('formatId' in input) || input.slip) continue
  rmitVariants(id, input)
  styleVariants(id, input)
}

writeFileSync(
  new URL('../src/check/checkSet.json', import.meta.url),
  `${JSON.stringify({ description: 'Generated by scripts/buildCheckSet.ts; see docs/product/citation-checker.md#test-set', entries }, null, 1)}\n`,
)
console.log(`${entries.length} entries`)
