/**
 * Prints every format in every style: one guide input per format (the first the guide has, else the inferred
 * form of the benchmark), its reference and in-text forms in RMIT Harvard, APA 7, IEEE, Vancouver and Chicago.
 * For reviewing how a style writes our formats (docs/product/citation-styles.md). Run with
 * `node scripts/styleReport.ts [formatId...]` from the package.
 */
import { templates } from '../bench/mixedEntries.ts'
import { citationStyles, formats, loadStyle, renderInText, renderReference } from '../src/index.ts'

const wanted = new Set(process.argv.slice(2).map(Number))
for (const style of citationStyles) await loadStyle(style.id)
const firstOfFormat = new Map<number, (typeof templates)[number]>()
for (const entry of templates)
  if (!firstOfFormat.has(entry.formatId)) firstOfFormat.set(entry.formatId, entry)

for (const format of formats) {
  if (wanted.size > 0 && !wanted.has(format.id)) continue
  const entry = firstOfFormat.get(format.id)
  if (!entry) continue
  console.log(`\n## ${format.id} ${format.name} (${format.cslType})`)
  for (const style of citationStyles) {
    const options = { style: style.id }
    const reference = renderReference(entry.formatId, entry.item, options).html
    const inText = renderInText(entry.formatId, entry.item, options).html
    const narrative = renderInText(entry.formatId, entry.item, { ...options, narrative: true }).html
    console.log(`- ${style.label}: ${reference}\n  ${inText} | ${narrative}`)
  }
}
