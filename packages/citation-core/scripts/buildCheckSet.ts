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
  return {
    status: missing.length > 0 ? 'needs-details' : problems.length === 0 ? 'correct' : 'fixed',
    formatId,
    reference: rendered.html,
    problems,
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
      add(`${id}/harvard-old`, 'harvard-other', old, formatId, item, ['style-harvard-other', 'accessed-form'])
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
