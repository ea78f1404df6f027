import { type CslItem, type CslName, nameVariables } from '../../csl/CslItem.ts'
import { type CslStyleId, styleOf } from '../citationStyles.ts'
import { cslTypeFor } from './cslTypeFor.ts'

/** A CSL-JSON item as citeproc-js takes it: every value a string, names and dates as CSL-JSON has them. */
export type CiteprocItem = Record<string, unknown> & { id: string; type: string }

const nfc = (text: string) => text.normalize('NFC')

/** A person keeps its parts, an organisation its full name (`abbreviation` is ours, not CSL's). */
function citeprocName(name: CslName): Record<string, string> {
  if (name.literal !== undefined) return { literal: nfc(name.literal) }
  const out: Record<string, string> = {}
  for (const key of ['family', 'given', 'non-dropping-particle', 'dropping-particle', 'suffix'] as const) {
    const value = name[key]?.trim()
    if (value) out[key] = nfc(value)
  }
  return out
}

/** A hyphen citeproc-js does not read as a range; `htmlSegments` writes it back as "-". */
export const KEPT_HYPHEN = '\u2011'

/**
 * Letters only Vietnamese writes (not French's â, ê, ô): a title with one is in Vietnamese, and no style re-cases
 * it (the manuals keep the capitals of a title in another language).
 */
const vietnamese = /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i

/**
 * What kind of work a format is, where our data has no `genre` for it: the words APA 7 puts in brackets, which the
 * other styles print as a description where they print one (a conference paper's is APA's alone: see styleRules.ts).
 */
const genreOf: Partial<Record<number, string>> = {
  6: 'Exhibition catalogue',
  22: 'TV series episode',
  23: 'Film',
  65: 'Film',
  24: 'Video',
  25: 'Audio podcast episode',
  26: 'Radio broadcast',
  35: 'Press release',
}

/** Types whose `container-title` is the site a page is on; elsewhere the site is the publisher. */
const sitePages = new Set(['webpage', 'post', 'post-weblog'])
/** Types that name their periodical, never their site. */
const periodicals = new Set(['article-journal', 'article-newspaper', 'article-magazine'])

/**
 * Whether a website's name is the author's own (`ABS website` of the ABS): it is not repeated, as APA 7 leaves out
 * a publisher that is the author.
 */
function namesTheAuthor(website: string, item: CslItem): boolean {
  const first = item.author?.[0]
  const names = [first?.literal, first?.abbreviation].filter(Boolean).map((name) => name!.toLowerCase())
  return names.includes(website.trim().toLowerCase())
}

/** The variables our data keeps that no CSL style should print as they are. */
const ours = ['custom', 'year-suffix', 'website', 'translated-title', 'abbreviation'] as const

/**
 * Our item (DATA.md's variables, docs/decisions/0047-csl-variables-where-data-is-silent.md) as the official CSL
 * styles read it (docs/decisions/0735-our-formats-in-the-csl-styles.md): the format's nearest CSL type for the
 * style, the website name where CSL keeps a site's name, "No date" and "No place" as absent values, numbers as
 * strings and text in NFC.
 */
export function toCiteprocItem(formatId: number, item: CslItem, style: CslStyleId, id: string): CiteprocItem {
  const out: CiteprocItem = { id, type: cslTypeFor(formatId, style) }
  for (const [key, value] of Object.entries(item)) {
    if (
      value === undefined ||
      value === null ||
      (ours as readonly string[]).includes(key) ||
      key === 'id' ||
      key === 'type'
    )
      continue
    if ((nameVariables as readonly string[]).includes(key) && Array.isArray(value)) {
      out[key] = (value as CslName[]).map(citeprocName)
    } else if (typeof value === 'number') out[key] = String(value)
    else if (typeof value === 'string') out[key] = nfc(value)
    else out[key] = value
  }
  if ((item.issued?.literal ?? '').toLowerCase() === 'n.d.') delete out.issued
  if (item['publisher-place'] === 'n.p.') delete out['publisher-place']
  if (String(item.edition ?? '') === '1') delete out.edition
  // citeproc-js 2.4 reads the CSL 1.0.1 name of the conference.
  if (item['event-title']) out.event = nfc(item['event-title'])
  if (item.website && !namesTheAuthor(item.website, item) && !periodicals.has(out.type)) {
    const where = sitePages.has(out.type) ? 'container-title' : 'publisher'
    if (!out[where]) out[where] = nfc(item.website)
  }
  // Format 6's medium says whether the guide is printed or online, not what it is made of.
  if (formatId === 6) delete out.medium
  if (!item.genre && genreOf[formatId]) out.genre = genreOf[formatId]
  // A student's paper: "Unpublished paper for HRHR1001", as RMIT's guide words it: the course code is no number.
  if (formatId === 36) {
    out.genre = `Unpublished paper${item.number ? ` for ${item.number}` : ''}`
    delete out.number
  }
  // Numeric styles name the work's maker as its author: a film's director, a podcast's host.
  if (styleOf(style).numeric && !out.author) {
    const maker = (['director', 'host', 'producer'] as const).find((variable) => out[variable])
    if (maker) out.author = out[maker]
  }
  if (item['translated-title'] && item.title) out.title = nfc(`${item.title} [${item['translated-title']}]`)
  // A report, standard or episode number is an identifier, never a range: citeproc-js would write "Nos. 18–2059".
  if (typeof out.number === 'string') out.number = out.number.replace(/-/g, KEPT_HYPHEN)
  // Never 'vi' itself: citeproc-js writes the names of a 'vi' (or 'hu') item in their own order, without the comma
  // the manuals ask for (docs/decisions/0736-where-the-manuals-win-over-the-csl-styles.md).
  const text = `${item.title ?? ''} ${item['container-title'] ?? ''}`
  const language = item.language ?? (vietnamese.test(text) ? 'vi' : '')
  if (language === 'vi' || language === 'hu') out.language = `${language}-${language.toUpperCase()}`
  else if (language) out.language = language
  return out
}
