// Lighthouse performance of the landing page with Lighthouse's default mobile settings (a mid-range phone on
// slow 4G, simulated), in the machine's Chromium. Not part of `npm test`: it needs the platform running.
//
//   node --conditions=@unikit/source infra/src/runner/main.ts            # or npm start (PORT=8080)
//   pnpm --filter @unikit/landing lighthouse [url] [--runs 3]
//
// CHROME_PATH picks another browser (default /usr/bin/chromium).
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { runs: { type: 'string', default: '3' } },
})
const url = positionals[0] ?? 'http://localhost:8080/'
const runs = Number(values.runs)

const audits = [
  ['first-contentful-paint', 'First Contentful Paint'],
  ['largest-contentful-paint', 'Largest Contentful Paint'],
  ['total-blocking-time', 'Total Blocking Time'],
  ['cumulative-layout-shift', 'Cumulative Layout Shift'],
  ['speed-index', 'Speed Index'],
  ['total-byte-weight', 'Total byte weight'],
] as const

type Run = { score: number; values: Record<string, string> }

async function measure(): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    if (!result) throw new Error('Lighthouse returned nothing')
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      values: Object.fromEntries(audits.map(([id]) => [id, lhr.audits[id]?.displayValue ?? '?'])),
    }
  } finally {
    chrome.kill()
  }
}

const results: Run[] = []
for (let run = 1; run <= runs; run++) {
  const result = await measure()
  console.log(`run ${run}: performance ${result.score}`)
  results.push(result)
}
const median = [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!
console.log(`\nLighthouse ${url} (mobile, simulated slow 4G, 4x CPU slowdown), median of ${runs}:`)
console.log(`  performance score ${median.score}`)
for (const [id, label] of audits) console.log(`  ${label.padEnd(26)} ${median.values[id]}`)
