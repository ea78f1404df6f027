import type { CslItem } from '../csl/CslItem.ts'
import type { Composer } from './Composer.ts'
import { editionLabel } from './edition.ts'
import { formatSpan } from './formatDate.ts'
import { itemText } from './itemText.ts'
import { journalLocator } from './journalLocator.ts'
import { joinNames, presentNames, referenceName } from './names.ts'
import type { BodyPart } from './ReferenceLayout.ts'
import { roleLabel } from './roles.ts'
import type { HeadResult } from './writeHead.ts'

function put(out: Composer, text: string, italic = false): void {
  if (text !== '') out.separate(', ').put(text, italic)
}

/** `in Abraham A and Dash SY (eds)`, or '' with no editors. */
function editorsText(item: CslItem): string {
  const editors = presentNames(item.editor)
  if (editors.length === 0) return ''
  return `in ${joinNames(editors.map(referenceName))} ${roleLabel('editor', editors.length)}`
}

/** `Garnett C (trans)`, or '' with no translators. */
function translatorsText(item: CslItem): string {
  const translators = presentNames(item.translator)
  if (translators.length === 0) return ''
  return `${joinNames(translators.map(referenceName))} ${roleLabel('translator', translators.length)}`
}

function writeInContainer(out: Composer, item: CslItem, commaAfterRole: boolean): void {
  const editors = editorsText(item)
  put(out, editors)
  const container = itemText(item, 'container-title')
  if (container === '') return
  if (editors !== '' && !commaAfterRole) out.separate(' ')
  else out.separate(', ')
  out.put(container, true)
}

function seasonEpisode(item: CslItem): string {
  const season = itemText(item, 'volume')
  const episode = itemText(item, 'number')
  const parts = [season && `season ${season}`, episode && `episode ${episode}`].filter((p) => p !== '')
  return parts.length === 0 ? '' : ` (${parts.join(', ')})`
}

function writeSeries(out: Composer, item: CslItem): void {
  const series = itemText(item, 'container-title')
  if (series === '') return
  put(out, series, true)
  out.append(seasonEpisode(item))
}

function writeFilmSeries(out: Composer, item: CslItem): void {
  const series = itemText(item, 'collection-title')
  if (series === '') return
  const episode = itemText(item, 'number')
  put(out, episode === '' ? series : `${series} (episode ${episode})`)
}

function writeEvent(out: Composer, item: CslItem): void {
  put(out, itemText(item, 'event-title'), true)
  put(out, itemText(item, 'event-place'))
}

function writeLawReport(out: Composer, item: CslItem): void {
  const citation = [itemText(item, 'volume'), itemText(item, 'container-title'), itemText(item, 'page')]
    .filter((p) => p !== '')
    .join(' ')
  if (citation !== '') out.separate(' ').put(citation)
}

function labelled(label: string, value: string): string {
  return value === '' ? '' : `${label} ${value}`
}

type PartWriter = (out: Composer, item: CslItem, head: HeadResult) => void

const writers: Record<BodyPart, PartWriter> = {
  'in-book': (out, item) => writeInContainer(out, item, false),
  'in-work': (out, item, head) => {
    if (head.containerUsed) put(out, editorsText(item))
    else writeInContainer(out, item, true)
  },
  container: (out, item, head) => {
    if (!head.containerUsed) put(out, itemText(item, 'container-title'), true)
  },
  'container-plain': (out, item) => put(out, itemText(item, 'container-title')),
  'series-episode': writeSeries,
  'film-series': writeFilmSeries,
  translator: (out, item) => put(out, translatorsText(item)),
  edition: (out, item) => put(out, editionLabel(item.edition)),
  journal: (out, item) => put(out, journalLocator(item)),
  'report-number': (out, item) => put(out, labelled('report number', itemText(item, 'number'))),
  'catalogue-number': (out, item) => put(out, labelled('catalogue number', itemText(item, 'number'))),
  number: (out, item) => put(out, itemText(item, 'number')),
  'exhibition-dates': (out, item) => put(out, formatSpan(item['event-date'])),
  event: writeEvent,
  publisher: (out, item) => put(out, itemText(item, 'publisher')),
  authority: (out, item) => put(out, itemText(item, 'authority')),
  'law-report': writeLawReport,
}

/** Writes one element of the body with its leading separator. */
export function writeBodyPart(out: Composer, part: BodyPart, item: CslItem, head: HeadResult): void {
  writers[part](out, item, head)
}
