/**
 * Prints the exact-match table of the guide examples per guide section, and the listed guide slips.
 * Run with `pnpm --filter @unikit/citation-core report`.
 */
import { compareExamples, type ExampleResult, guideExamples } from '../test/guide/compareExamples.ts'

const { results, unmapped } = compareExamples()

interface Row {
  section: string
  examples: number
  mapped: number
  exact: number
  rule: number
  mismatch: number
  inTextChecked: number
  inTextPassing: number
}

const rows = new Map<string, Row>()
const rowFor = (section: string): Row => {
  let row = rows.get(section)
  if (!row) {
    row = {
      section,
      examples: 0,
      mapped: 0,
      exact: 0,
      rule: 0,
      mismatch: 0,
      inTextChecked: 0,
      inTextPassing: 0,
    }
    rows.set(section, row)
  }
  return row
}

for (const example of guideExamples) rowFor(example.section)
for (const example of unmapped) rowFor(example.section).examples++
for (const result of results) {
  const row = rowFor(result.example.section)
  row.examples++
  row.mapped++
  row[result.outcome]++
  for (const cited of result.inText) {
    if (cited.outcome === 'skipped') continue
    row.inTextChecked++
    if (cited.outcome !== 'mismatch') row.inTextPassing++
  }
}

const percent = (part: number, whole: number) => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(0)}%`)
const total = [...rows.values()].reduce(
  (sum, row) => {
    for (const key of [
      'examples',
      'mapped',
      'exact',
      'rule',
      'mismatch',
      'inTextChecked',
      'inTextPassing',
    ] as const) {
      sum[key] += row[key]
    }
    return sum
  },
  {
    section: '**Total**',
    examples: 0,
    mapped: 0,
    exact: 0,
    rule: 0,
    mismatch: 0,
    inTextChecked: 0,
    inTextPassing: 0,
  },
)

const lines = [
  '| guide section | examples | mapped | exact | slip (rule) | mismatch | exact-match rate | in-text passing |',
  '|---|---:|---:|---:|---:|---:|---:|---:|',
  ...[...rows.values(), total].map(
    (r) =>
      `| ${r.section} | ${r.examples} | ${r.mapped} | ${r.exact} | ${r.rule} | ${r.mismatch} | ${percent(r.exact, r.mapped)} (${percent(r.exact + r.rule, r.mapped)} with slips) | ${r.inTextPassing}/${r.inTextChecked} |`,
  ),
]
console.log(lines.join('\n'))

const slipLine = (r: ExampleResult) => `- ${r.example.id} (format ${r.input.formatId}): ${r.reason}`
console.log('\nGuide slips (the rule is rendered instead):')
console.log(
  results
    .filter((r) => r.outcome === 'rule')
    .map(slipLine)
    .join('\n'),
)

console.log('\nIn-text slips and skipped forms:')
for (const result of results) {
  for (const cited of result.inText) {
    if (cited.outcome === 'rule')
      console.log(`- ${result.example.id} ${cited.form} → ${cited.expected}: ${cited.reason}`)
    if (cited.outcome === 'skipped')
      console.log(`- ${result.example.id} ${cited.form}: not checked, ${cited.reason}`)
  }
}

console.log('\nUnmapped (no product format):')
console.log(unmapped.map((e) => `- ${e.id} ${e.subtype}${e.variant ? ` (${e.variant})` : ''}`).join('\n'))

const failures = results.filter(
  (r) => r.outcome === 'mismatch' || r.inText.some((t) => t.outcome === 'mismatch'),
)
for (const failure of failures)
  console.log(
    `\nMISMATCH ${failure.example.id}\n  expected ${failure.expected}\n  actual   ${failure.actual}`,
  )
process.exitCode = failures.length === 0 ? 0 : 1
