// Lighthouse's mobile performance, normalised to one device class whatever machine runs it. Lighthouse simulates
// a phone from a trace of an unthrottled load and multiplies the main thread's time by its CPU slowdown, so a
// fixed 4x makes a fast machine's score look good and a slow one's bad. Before each measured run a calibration reads
// the machine's `benchmarkIndex` (Lighthouse's own benchmark, run in a blank tab of the same Chromium, median of
// three); that run then uses `slowdown = benchmarkIndex / 480` (4x on a machine of index 1,920, Lighthouse's
// reference), so the simulated phone has an index of 480 everywhere, and a machine whose load changes between runs
// is followed. Everything else is Lighthouse's default mobile run (slow 4G, a Moto G Power's screen). Each page is
// measured `runs` times (default five), signed out (unless LH_SIGN_IN) and with a cold cache (Lighthouse resets the origin's storage),
// and the median reported. A run whose own index (Lighthouse measures it as it starts) is more than a quarter off
// its calibration is marked: the machine's load changed under it.
//
// Usage: node bench/lighthouse.ts [baseUrl] [runs]   (a running platform, e.g. `npm start`; default :8080)
//   LH_PAGES=/citation,/archive   only the pages listed (default /, /citation, /archive, /feedback)
//   LH_TARGET_INDEX=480           the simulated phone's benchmark index
//   LH_SLOWDOWN=4                 skip the calibrations and use this CPU slowdown
//   LH_DETAIL=1                   also each run's LCP element, long tasks, main-thread work by kind and by script
//   LH_SIGN_IN=email:password     measure signed in as that account (e.g. the demo student, for /course/ECON1192):
//                                 its session cookie rides on every request of every run, the cache still cold
import { availableParallelism, cpus, loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { benchSessionCookie } from './benchSessionCookie.ts'

const base = process.argv[2] ?? 'http://localhost:8080'
const runs = Number(process.argv[3] ?? 5)
const pages = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
  : ['/', '/citation', '/archive', '/feedback']
const targetIndex = Number(process.env.LH_TARGET_INDEX ?? 480)
const goal = { score: 0.95, tbtMs: 150, lcpMs: 2500, cls: 0.05 }

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Items = { items?: Record<string, unknown>[] } | undefined

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number
const itemsOf = (lhr: Result, audit: string) => (lhr.audits[audit]?.details as Items)?.items ?? []
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

interface Run {
  /** This run's calibration and the slowdown it gave. */
  calibrated: number
  slowdown: number
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  benchmarkIndex: number
}

function runOf(lhr: Result, calibrated: number, slowdown: number): Run {
  return {
    calibrated,
    slowdown,
    score: lhr.categories.performance?.score ?? 0,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** One run's LCP element, long tasks (simulated, as TBT counts them) and where the main thread's time went. */
function printDetail(path: string, lhr: Result, run: Run) {
  console.log(
    `  ${path} run: score ${run.score.toFixed(2)} · FCP ${ms(run.fcp)} · LCP ${ms(run.lcp)} · TBT ${ms(run.tbt)} · ` +
      `CLS ${run.cls.toFixed(3)} · SI ${ms(run.si)} · benchmarkIndex ${Math.round(run.calibrated)} calibrated, ` +
      `slowdown ${run.slowdown.toFixed(2)}x, ${Math.round(run.benchmarkIndex)} by Lighthouse`,
  )
  for (const shift of itemsOf(lhr, 'layout-shifts')) {
    const node = shift.node as { snippet?: string } | undefined
    console.log(
      `    layout shift ${Number(shift.score).toFixed(3)}: ${String(node?.snippet ?? '?').slice(0, 100)}`,
    )
  }
  const lcp = itemsOf(lhr, 'lcp-breakdown-insight').find((item) => item.type === 'node')
  console.log(`    LCP element: ${String(lcp?.snippet ?? '?')} ${String(lcp?.nodeLabel ?? '').slice(0, 60)}`)
  for (const task of itemsOf(lhr, 'long-tasks')) {
    console.log(
      `    long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms ${String(task.url)}`,
    )
  }
  const kinds = itemsOf(lhr, 'mainthread-work-breakdown')
    .map((item) => `${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))}`)
    .join(', ')
  console.log(`    main thread (ms, simulated): ${kinds}`)
  for (const script of itemsOf(lhr, 'bootup-time')) {
    console.log(
      `    script ${String(script.url).replace(base, '')}: total ${Math.round(Number(script.total))} ms, ` +
        `evaluation ${Math.round(Number(script.scripting))}, parse and compile ${Math.round(Number(script.scriptParseCompile))}`,
    )
  }
}

const ms = (value: number) => `${Math.round(value)} ms`
const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const cookie = await benchSessionCookie(base, process.env.LH_SIGN_IN)

const measure = async (path: string, flags: Flags) => {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
    ...flags,
  })
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`)
  return result.lhr
}

// Lighthouse's benchmark, as it runs it before each navigation, in a blank tab of the same browser.
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
async function benchmarkIndex(): Promise<number> {
  const context = cdp.contexts()[0] ?? (await cdp.newContext())
  const page = await context.newPage()
  try {
    const indexes: number[] = []
    for (let n = 0; n < 3; n++)
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`))
    return median(indexes)
  } finally {
    await page.close()
  }
}

const fixed = process.env.LH_SLOWDOWN ? Number(process.env.LH_SLOWDOWN) : undefined
const offBy = (run: Run) => Math.abs(run.benchmarkIndex - run.calibrated) / run.calibrated > 0.25
const mark = (run: Run) => (fixed === undefined && offBy(run) ? '*' : '')

try {
  const [cpu] = cpus()
  console.log(
    `machine: ${availableParallelism()} cores, ${cpu?.model ?? 'unknown CPU'}; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    fixed === undefined
      ? `CPU slowdown per run: benchmarkIndex (calibrated just before the run) / ${targetIndex}`
      : `CPU slowdown ${fixed}x for every run (LH_SLOWDOWN; no calibration)`,
  )
  let settingsPrinted = false
  const summaries: string[] = []
  for (const path of pages) {
    const measured: Run[] = []
    let failures = 0
    while (measured.length < runs && failures < runs) {
      const calibrated = fixed === undefined ? await benchmarkIndex() : Number.NaN
      const slowdown = fixed ?? calibrated / targetIndex
      const lhr = await measure(path, { throttling: { cpuSlowdownMultiplier: slowdown } })
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        failures++
        console.log(`  ${path}: a run failed (${lhr.runtimeError?.code ?? 'no score'}); measured again`)
        continue
      }
      if (!settingsPrinted) {
        const { throttling, throttlingMethod, formFactor, screenEmulation } = lhr.configSettings
        const { cpuSlowdownMultiplier: _, ...network } = throttling
        console.log(
          `settings: Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, ${throttlingMethod} ${JSON.stringify(network)}, ` +
            `screen ${screenEmulation.width}x${screenEmulation.height}@${screenEmulation.deviceScaleFactor}`,
        )
        settingsPrinted = true
      }
      const run = runOf(lhr, calibrated, slowdown)
      if (process.env.LH_DETAIL) printDetail(path, lhr, run)
      measured.push(run)
    }
    if (measured.length === 0) throw new Error(`Every Lighthouse run of ${path} failed`)
    const of = (key: keyof Run) => measured.map((run) => run[key])
    const score = median(of('score'))
    const tbt = median(of('tbt'))
    const lcp = median(of('lcp'))
    const cls = median(of('cls'))
    const met =
      score >= goal.score && tbt <= goal.tbtMs && lcp <= goal.lcpMs && cls <= goal.cls
        ? 'goal met'
        : 'goal NOT met'
    const summary =
      `${path.padEnd(10)} score ${score.toFixed(2)} · TBT ${ms(tbt)} · LCP ${seconds(lcp)} · CLS ${cls.toFixed(3)} · ` +
      `FCP ${seconds(median(of('fcp')))} (median of ${measured.length}; ${met})\n` +
      `           runs: score ${of('score')
        .map((s) => s.toFixed(2))
        .join(', ')}; TBT ${of('tbt').map(Math.round).join(', ')} ms; LCP ${of('lcp')
        .map((l) => (l / 1000).toFixed(2))
        .join(', ')} s; CLS ${of('cls')
        .map((c) => c.toFixed(3))
        .join(', ')}\n` +
      `           benchmarkIndex calibrated → slowdown → Lighthouse's own: ${measured
        .map(
          (run) =>
            `${Math.round(run.calibrated)} → ${run.slowdown.toFixed(2)}x → ${Math.round(run.benchmarkIndex)}${mark(run)}`,
        )
        .join(', ')}`
    console.log(summary)
    summaries.push(summary)
  }
  console.log(
    `\ngoal: score ≥ ${goal.score}, TBT ≤ ${goal.tbtMs} ms, LCP ≤ ${seconds(goal.lcpMs)}, CLS ≤ ${goal.cls} (medians)` +
      (fixed === undefined
        ? '; * a run whose own benchmarkIndex is over 25% off its calibration (load changed)'
        : ''),
  )
  for (const summary of summaries) console.log(summary)
} finally {
  await cdp.close()
  await chrome.kill()
}
