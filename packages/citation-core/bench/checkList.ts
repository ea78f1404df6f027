/**
 * Times the reference checker on a 500-entry pasted list built from its test set (src/check/checkSet.json):
 * the clipboard's html with italics, and the same list as plain text. Prints entries per second and the
 * median milliseconds per 500-entry list (docs/product/citation-checker.md#speed).
 * Run with `node bench/checkList.ts` from the package (or `pnpm --filter @unikit/citation-core exec node bench/checkList.ts`).
 */
import { cpus } from 'node:os'
import checkSet from '../src/check/checkSet.json' with { type: 'json' }
import { checkReferenceList, MAX_CHECKED_ENTRIES } from '../src/index.ts'
import { medianMs } from './timing.ts'

const RUNS = 9
const inputs = checkSet.entries.map((entry) => entry.input)
const list = Array.from({ length: MAX_CHECKED_ENTRIES }, (_, i) => inputs[i % inputs.length]!)
const html = list.map((entry) => `<p class=MsoNormal>${entry.replace(/^<p>|<\/p>$/g, '')}</p>`).join('\n')
const plain = list.map((entry) => entry.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&')).join('\n')

const check = checkReferenceList(html)
if (check.entries.length !== MAX_CHECKED_ENTRIES) throw new Error(`checked ${check.entries.length} entries`)

const htmlMs = await medianMs(() => checkReferenceList(html), RUNS)
const plainMs = await medianMs(() => checkReferenceList(plain), RUNS)
const perSecond = (ms: number) => Math.round((MAX_CHECKED_ENTRIES / ms) * 1000)

console.log(
  `checkReferenceList, ${MAX_CHECKED_ENTRIES} entries (median of ${RUNS} runs, ${cpus()[0]?.model ?? 'unknown CPU'})`,
)
console.log(`  rich text (html): ${htmlMs.toFixed(1)} ms per list, ${perSecond(htmlMs)} entries/s`)
console.log(`  plain text:       ${plainMs.toFixed(1)} ms per list, ${perSecond(plainMs)} entries/s`)
const statuses = check.entries.reduce<Record<string, number>>((counts, entry) => {
  counts[entry.status] = (counts[entry.status] ?? 0) + 1
  return counts
}, {})
console.log(
  `  statuses of the list: ${JSON.stringify(statuses)}, duplicates: ${check.duplicates.length} groups`,
)
