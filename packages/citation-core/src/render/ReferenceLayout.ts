import type { NameVariable } from '../csl/CslItem.ts'
import type { DatePrecision } from './formatDate.ts'

/** The bracketed role after a group of names: `(ed)`/`(eds)`, `(director)`, `(host)`/`(hosts)`... */
export type CreatorRole = 'editor' | 'director' | 'producer' | 'host' | 'presenter' | 'translator'

export interface CreatorSpec {
  variable: NameVariable
  role?: CreatorRole
}

/**
 * What takes the author position when there is no creator:
 * `title` the title in its own style, `title-italic` the title in italics (online video),
 * `container` the journal, newspaper or blog name in plain type (and again in italics after the title),
 * `container-italic` the italic work title, not repeated (encyclopedia entries).
 */
export type NoAuthorRule = 'title' | 'title-italic' | 'container' | 'container-italic'

/** `italic` works, `quoted` parts, `plain` (AI tools), `song` quoted for a song and italic for an album. */
export type TitleStyle = 'italic' | 'quoted' | 'plain' | 'song'

/** The `[...]` descriptor after the title: fixed text, or variables joined by `, ` with a prefix and suffix. */
export interface Descriptor {
  fixed?: string
  parts?: readonly ('genre' | 'medium' | 'number')[]
  prefix?: string
  suffix?: string
  /** Used when every part is empty. */
  fallback?: string
}

/** The elements between the title and the ending, each written with its own leading separator. */
export type BodyPart =
  | 'in-book' // `, in Abraham A and Dash SY (eds) *Book*` (no comma after the role)
  | 'in-work' // `, in Kolb RW (ed), *Work*`
  | 'container' // `, *Journal*`
  | 'container-plain' // `, Page name`
  | 'series-episode' // `, *Game of thrones* (season 7, episode 6)`
  | 'film-series' // `, Shedding light on energy (episode 3)`
  | 'translator' // `, Garnett C (trans)` (docs/product/citation-rules-beyond-the-guide.md)
  | 'edition' // `, 2nd edn`
  | 'journal' // `, 32(11):590-620` / `, 518:Article 145905`
  | 'report-number' // `, report number J5911`
  | 'catalogue-number' // `, catalogue number 3302.0.55.001`
  | 'number' // `, AS 1684.2-2010`
  | 'exhibition-dates' // `, 5 December 2020 – 25 April 2021`
  | 'event' // `, *Conference name*, Sharjah`
  | 'publisher' // `, Publisher`
  | 'authority' // `, Australian Government`
  | 'law-report' // ` 133 CLR 1`

/** How the reference ends. The first one whose data is present is used. */
export type Ending =
  | 'doi' // `, doi:10.xxx.`
  | 'database' // `, accessed D Month YYYY, Name database.`
  | 'website' // `, Name website, accessed D Month YYYY. URL`
  | 'url' // `, accessed D Month YYYY. URL`
  | 'place' // `, Place.`
  | 'publisher-place' // `, Publisher, Place.`
  | 'archive' // `, Gallery, Location.`

/** How the in-text citation names the work. */
export type InTextBy = 'creators' | 'title' | 'song' | 'legal-case'

export interface ReferenceLayout {
  /** Name groups in the author position, in order. */
  creators: readonly CreatorSpec[]
  /** `first`: only the first non-empty group (director or producer); `all`: every group joined by `and` (podcast). */
  creatorsMode: 'first' | 'all'
  noAuthor: NoAuthorRule
  date: DatePrecision
  title: TitleStyle
  /** A title of exactly `Homepage` is the guide's plain placeholder for an untitled home page. */
  homepage?: boolean
  descriptor?: Descriptor
  body: readonly BodyPart[]
  endings: readonly Ending[]
  /** The WGSN exception: a database ending that still gives the URL. */
  databaseUrl?: boolean
  inText: InTextBy
  /** No-author newspapers and blogs cite the full date in text: `(The Sunday Age 2 October 2021:25)`. */
  fullDateInTextWithoutAuthor?: boolean
  /**
   * With no creator the work is cited in text only and left out of the reference list: an encyclopedia or
   * dictionary entry with no author, `(*Macquarie dictionary* 2017:936)` (RULES.md section 5).
   */
  inTextOnlyWithoutAuthor?: boolean
}
