// Lighthouse's mobile performance, normalised to one device class whatever machine runs it. Lighthouse simulates
// a phone from a trace of an unthrottled load and multiplies the main thread's time by its CPU slowdown, so a
// fixed 4x makes a fast machine's score look good and a slow one's bad. A calibration run first reads the
// machine's `benchmarkIndex`; every measured run then uses `slowdown = benchmarkIndex / 480` (4x on a machine of
// index 1,920, Lighthouse's reference), so the simulated phone has an index of 480 everywhere. Everything else is
// Lighthouse's default mobile run (slow 4G, a Moto G Power's screen). Each page is measured `runs` times (default
// five), signed out and with a cold cache (Lighthouse resets the origin's storage), and the median reported.
//
// Usage: node bench/lighthouse.ts [baseUrl] [runs]   (a running platform, e.g. `npm start`; default :8080)
//   LH_PAGES=/citation,/archive   only the pages listed (default /, /citation, /archive, /feedback)
//   LH_TARGET_INDEX=480           the simulated phone's benchmark index
//   LH_SLOWDOWN=4                 skip the calibration and use this CPU slowdown
//   LH_DETAIL=1                   also each run's LCP element, long tasks, main-thread work by kind and by script
import { availableParallelism, cpus, loadavg } from 'node:os'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'

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
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  si: number
  benchmarkIndex: number
}

function runOf(lhr: Result): Run {
  return {
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
function printDetail(path: string, lhr: Result) {
  const run = runOf(lhr)
  console.log(
    `  ${path} run: score ${run.score.toFixed(2)} · FCP ${ms(run.fcp)} · LCP ${ms(run.lcp)} · TBT ${ms(run.tbt)} · ` +
      `CLS ${run.cls.toFixed(3)} · SI ${ms(run.si)} · benchmarkIndex ${Math.round(run.benchmarkIndex)}`,
  )
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
const measure = async (path: string, flags: Flags) => {
  const result = await lighthouse(`${base}${path}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...flags,
  })
  if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${path}`)
  return result.lhr
}

try {
  // Calibration: Lighthouse computes the index in the tab before it navigates; three runs, the median, with the
  // page itself so Chromium is warmed up as it will be for the measured runs.
  let slowdown = Number(process.env.LH_SLOWDOWN ?? Number.NaN)
  const calibration: number[] = []
  if (Number.isNaN(slowdown)) {
    for (let n = 0; n < 3; n++) {
      calibration.push((await measure(pages[0] ?? '/', {})).environment.benchmarkIndex)
    }
    slowdown = median(calibration) / targetIndex
  }
  const [cpu] = cpus()
  console.log(
    `machine: ${availableParallelism()} cores, ${cpu?.model ?? 'unknown CPU'}; load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    calibration.length > 0
      ? `benchmarkIndex ${Math.round(median(calibration))} (calibration runs ${calibration.map(Math.round).join(', ')}) ` +
          `→ CPU slowdown ${slowdown.toFixed(2)}x, so the simulated phone's index is ${targetIndex}`
      : `CPU slowdown ${slowdown.toFixed(2)}x (LH_SLOWDOWN; no calibration)`,
  )
  if (slowdown < 1)
    console.log(
      '  (a slowdown under 1x: this machine is slower than the phone simulated; the figures are estimates)',
    )

  const flags: Flags = { throttling: { cpuSlowdownMultiplier: slowdown } }
  let settingsPrinted = false
  const summaries: string[] = []
  for (const path of pages) {
    const measured: Run[] = []
    for (let run = 0; run < runs; run++) {
      const lhr = await measure(path, flags)
      if (!settingsPrinted) {
        const { throttling, throttlingMethod, formFactor, screenEmulation } = lhr.configSettings
        console.log(
          `settings: Lighthouse ${lhr.lighthouseVersion}, ${formFactor}, ${throttlingMethod} ` +
            `${JSON.stringify(throttling)}, screen ${screenEmulation.width}x${screenEmulation.height}@${screenEmulation.deviceScaleFactor}`,
        )
        settingsPrinted = true
      }
      if (process.env.LH_DETAIL) printDetail(path, lhr)
      measured.push(runOf(lhr))
    }
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
      `FCP ${seconds(median(of('fcp')))} (median of ${runs}; ${met})\n` +
      `           runs: score ${of('score')
        .map((s) => s.toFixed(2))
        .join(', ')}; TBT ${of('tbt').map(Math.round).join(', ')} ms; LCP ${of('lcp')
        .map((l) => (l / 1000).toFixed(2))
        .join(', ')} s; CLS ${of('cls')
        .map((c) => c.toFixed(3))
        .join(', ')}; benchmarkIndex ${of('benchmarkIndex').map(Math.round).join(', ')}`
    console.log(summary)
    summaries.push(summary)
  }
  console.log(
    `\ngoal: score ≥ ${goal.score}, TBT ≤ ${goal.tbtMs} ms, LCP ≤ ${seconds(goal.lcpMs)}, CLS ≤ ${goal.cls} (medians)`,
  )
  for (const summary of summaries) console.log(summary)
} finally {
  await chrome.kill()
}
