/**
 * Renders 10,000 references of mixed formats with this package and with citeproc-js and the public
 * rmit-university-harvard CSL style, and times the Word export of 1,000 entries. Then, for each CSL style the
 * engine offers (APA 7, IEEE, Vancouver, Chicago author-date, through citeproc-js), the time to load it and its
 * references per second on 1,000 entries.
 * Run with `pnpm --filter @unikit/citation-core bench`.
 */
import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'
import CSL from 'citeproc'
import { exportDocx } from '../src/docx.ts'
import {
  type CslStyleId,
  citationStyles,
  loadStyle,
  renderBibliography,
  renderInText,
  renderReference,
} from '../src/index.ts'
import { CslRenderer } from '../src/styles/csl/CslRenderer.ts'
import { cslFiles } from '../src/styles/csl/loadCslRenderer.ts'
import { formatCount, mixedEntries } from './mixedEntries.ts'
import { medianMs } from './timing.ts'

const REFERENCES = 10_000
const DOCX_ENTRIES = 1_000
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

const entries = mixedEntries(REFERENCES)
const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000)

const referenceMs = await medianMs(() => {
  for (const { formatId, item } of entries) renderReference(formatId, item)
}, 5)
const inTextMs = await medianMs(() => {
  for (const { formatId, item } of entries) renderInText(formatId, item)
}, 5)
const bibliographyMs = await medianMs(() => renderBibliography(entries), 5)

const style = fixture('rmit-university-harvard.csl')
const locale = fixture('locales-en-GB.xml')
const items = new Map(entries.map(({ item }) => [String(item.id), item]))
const ids = [...items.keys()]
const citeprocMs = await medianMs(() => {
  const engine = new CSL.Engine(
    { retrieveLocale: () => locale, retrieveItem: (id) => items.get(id) },
    style,
    'en-GB',
  )
  engine.updateItems(ids)
  const made = engine.makeBibliography()
  if (!made || made[1].length !== REFERENCES) throw new Error('citeproc-js did not render every entry')
}, 1)

const docxEntries = entries.slice(0, DOCX_ENTRIES)
let docxBytes = 0
const docxMs = await medianMs(async () => {
  docxBytes = (await exportDocx(docxEntries)).byteLength
}, 5)

// The CSL styles: the first load (modules and engine), building the engine again (median), and references per second.
const CSL_ENTRIES = 1_000
const cslEntries = entries.slice(0, CSL_ENTRIES)
const cslRows: string[][] = []
for (const { id } of citationStyles) {
  if (id === 'rmit-harvard') continue
  const style = id as CslStyleId
  const start = performance.now()
  await loadStyle(style)
  const firstLoadMs = performance.now() - start
  const { styleXml, localeXml } = await cslFiles(style)
  const buildMs = await medianMs(() => new CslRenderer(style, styleXml, localeXml), 3)
  const listMs = await medianMs(() => renderBibliography(cslEntries, { style }), 3)
  const oneMs = await medianMs(() => {
    for (const { formatId, item } of cslEntries) renderReference(formatId, item, { style })
  }, 3)
  cslRows.push([
    style,
    `${firstLoadMs.toFixed(0)} ms`,
    `${buildMs.toFixed(0)} ms`,
    `${perSecond(CSL_ENTRIES, listMs).toLocaleString('en')} refs/s`,
    `${perSecond(CSL_ENTRIES, oneMs).toLocaleString('en')} refs/s`,
  ])
}

const ours = perSecond(REFERENCES, bibliographyMs)
const theirs = perSecond(REFERENCES, citeprocMs)
const ratio = ours / theirs
const rows = [
  [
    'renderReference, one at a time',
    `${referenceMs.toFixed(1)} ms`,
    `${perSecond(REFERENCES, referenceMs).toLocaleString('en')} refs/s`,
  ],
  [
    'renderInText, one at a time',
    `${inTextMs.toFixed(1)} ms`,
    `${perSecond(REFERENCES, inTextMs).toLocaleString('en')} cites/s`,
  ],
  [
    'renderBibliography (sorted, suffixes)',
    `${bibliographyMs.toFixed(1)} ms`,
    `${ours.toLocaleString('en')} refs/s`,
  ],
  [
    'citeproc-js makeBibliography (rmit-university-harvard.csl)',
    `${citeprocMs.toFixed(1)} ms`,
    `${theirs.toLocaleString('en')} refs/s`,
  ],
  [
    `exportDocx, ${DOCX_ENTRIES.toLocaleString('en')} entries (${(docxBytes / 1024).toFixed(0)} KiB)`,
    `${docxMs.toFixed(1)} ms`,
    '',
  ],
]

console.log(
  `${REFERENCES.toLocaleString('en')} references of ${formatCount} formats, Node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (median of 5 runs; citeproc-js: 1 run after a warm-up)\n`,
)
console.log('| measurement | time | throughput |\n|---|---:|---:|')
for (const row of rows) console.log(`| ${row.join(' | ')} |`)
console.log(
  `\nBibliography throughput ratio to citeproc-js: ${ratio.toFixed(1)}x (goal 100x) — ${ratio >= 100 ? 'met' : 'NOT met'}`,
)
console.log(
  `renderReference ratio to citeproc-js: ${(perSecond(REFERENCES, referenceMs) / theirs).toFixed(1)}x`,
)
console.log(
  `Word export of ${DOCX_ENTRIES} entries: ${docxMs.toFixed(0)} ms (goal under 1000 ms) — ${docxMs < 1000 ? 'met' : 'NOT met'}`,
)

console.log(
  `\nCSL styles through citeproc-js, ${CSL_ENTRIES.toLocaleString('en')} entries of the same mix (median of 3 runs)\n`,
)
console.log(
  '| style | first load (modules + engine) | engine build again | renderBibliography | renderReference, one at a time |\n|---|---:|---:|---:|---:|',
)
for (const row of cslRows) console.log(`| ${row.join(' | ')} |`)
