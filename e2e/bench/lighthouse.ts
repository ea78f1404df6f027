// Lighthouse's mobile performance score and Largest Contentful Paint for `/` and `/citation`, in this machine's
// Chromium with Lighthouse's default mobile settings (a mid-range phone, simulated slow 4G, 4× CPU slowdown).
// Runs each page three times and reports the median, as Lighthouse's own guidance suggests.
// Usage: node bench/lighthouse.ts [baseUrl] [runs]   (a running platform, e.g. `npm start`; default :8080);
// LH_PAGES=/citation measures only the pages listed (comma-separated); LH_DETAIL=1 also prints each run's metrics,
// its LCP element and the requests that held back the first paint.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const base = process.argv[2] ?? 'http://localhost:8080'
const runs = Number(process.argv[3] ?? 3)
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : ['/', '/citation']

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Items = { items?: Record<string, unknown>[] } | undefined

const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time']

/** One run's metrics, its LCP element and its long tasks (simulated, as the score counts them). */
function printDetail(path: string, lhr: Result) {
  const metrics = [...metricIds, 'cumulative-layout-shift'].map(
    (id) => `${id}: ${lhr.audits[id]?.displayValue ?? '?'}`,
  )
  console.log(`${path} ${metrics.join(' · ')}`)
  const lcp = (lhr.audits['lcp-breakdown-insight']?.details as Items)?.items?.find(
    (item) => item.type === 'node',
  )
  console.log(`  LCP element: ${String(lcp?.snippet ?? '?')} ${String(lcp?.nodeLabel ?? '').slice(0, 60)}`)
  for (const task of (lhr.audits['long-tasks']?.details as Items)?.items ?? []) {
    console.log(`  long task: ${String(task.url)} ${Math.round(Number(task.duration))} ms`)
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number

try {
  for (const path of pages) {
    const scores: number[] = []
    const lcps: number[] = []
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      const lhr = result?.lhr
      if (!lhr) throw new Error(`Lighthouse gave no result for ${path}`)
      if (process.env.LH_DETAIL) printDetail(path, lhr)
      scores.push(lhr.categories.performance?.score ?? 0)
      lcps.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN)
    }
    console.log(
      `${path.padEnd(10)} performance ${median(scores).toFixed(2)} (runs ${scores.map((s) => s.toFixed(2)).join(', ')}), ` +
        `LCP ${(median(lcps) / 1000).toFixed(2)} s (runs ${lcps.map((l) => (l / 1000).toFixed(2)).join(', ')})`,
    )
  }
} finally {
  await chrome.kill()
}
