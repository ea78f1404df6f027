// Where a page's start-up spends the main thread: a cold load in Chromium (signed out unless PROFILE_SIGN_IN), from navigation until the
// page is live (the first view replaced, the network quiet, one more second), with a V8 CPU profile mapped through
// the builds' source maps to the package or app module each sample ran in, and a trace of the main thread. It
// lists the tasks Lighthouse would call long (50 ms on its phone) with what ran in each, the trace's thread time
// by event (style, layout, parsing: what Lighthouse calls "Other" and "Unattributable") and the profile's time
// by owner and function. Shares are the point: a loaded machine stretches every sample alike; the trace counts
// thread time, which the machine's other processes do not stretch.
//
// Usage: pnpm --filter @unikit/e2e measure:startup [baseUrl] [path] [runs]   (a running platform; :8080, /citation, 3)
//   PROFILE_CPU_SLOWDOWN=4   Chromium's CPU throttling while profiling (default 4: tasks read as on Lighthouse's phone)
//   PROFILE_PHONE=4          how much slower than this machine the phone is (lighthouse.ts's slowdown), for what is long
//   PROFILE_TOP=25           how many owners, events and functions to list
//   PROFILE_TASK_FUNCTIONS=1 also the top functions of each long task
//   PROFILE_SAVE=dir         also writes each run's .cpuprofile there (open it in Chrome's DevTools)
//   PROFILE_SIGN_IN=email:password  load the page signed in as that account (its session cookie on every request)
import { writeFile } from 'node:fs/promises'
import { SourceMap, type SourceMapPayload } from 'node:module'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import {
  addShares,
  type CallFrame,
  type CpuProfile,
  type CpuShares,
  cpuProfileShares,
  type FrameName,
  ownerOfPath,
  printShares,
  type SampleStack,
} from '@unikit/service-kit/bench'
import { benchSessionCookie } from './benchSessionCookie.ts'

const base = process.argv[2] ?? 'http://localhost:8080'
const path = process.argv[3] ?? '/citation'
const runs = Number(process.argv[4] ?? 3)
const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4)
const top = Number(process.env.PROFILE_TOP ?? 25)
// A task Lighthouse would call long: 50 ms on its phone, PROFILE_PHONE times slower than this machine (the slowdown
// lighthouse.ts sets, benchmarkIndex / 480; default 4).
const phone = Number(process.env.PROFILE_PHONE ?? 4)
const longTaskMs = (50 * slowdown) / phone

const maps = new Map<string, Promise<SourceMap | undefined>>()
function sourceMapOf(url: string) {
  let map = maps.get(url)
  if (!map) {
    map = fetch(`${url}.map`).then(
      async (response) =>
        response.ok ? new SourceMap((await response.json()) as SourceMapPayload) : undefined,
      () => undefined,
    )
    maps.set(url, map)
  }
  return map
}

/** A frame of a build named by its original source: `react-dom`, `apps/shell/layout`, `bundler runtime`… */
async function nameOf(frame: CallFrame): Promise<FrameName> {
  const file = frame.url.replace(base, '')
  const entry = (await sourceMapOf(frame.url))?.findEntry(frame.lineNumber, frame.columnNumber)
  const source = entry && 'originalSource' in entry ? entry.originalSource : undefined
  if (!source) return { owner: file, where: `${frame.functionName || '(anonymous)'} ${file}` }
  // webpack://<uniqueName>/./src/… is the app's own code; webpack/runtime/… the bundler's.
  const own = source.match(/^webpack:\/\/([^/]+)\/\.\/(.*)$/)
  const path = own ? `apps/${own[1]}/${own[2]}` : source
  // The federation plugin's runtime module is named by its own (URL-encoded) source.
  const bundler = /webpack\/(runtime|bootstrap)/.test(source) || source.length > 200
  const owner = bundler ? 'bundler runtime' : ownerOfPath(path)
  const short = path.replace(/^webpack:\/\/[^/]+\//, '').replace(/.*node_modules\//, '')
  const line = entry && 'originalLine' in entry ? entry.originalLine + 1 : 0
  // The name the source gave the function, not the minifier's.
  const name = (entry && 'name' in entry && entry.name) || frame.functionName || '(anonymous)'
  return { owner, where: `${name} ${short}:${line}` }
}

const domCalls =
  /^(createElement|createElementNS|createTextNode|appendChild|insertBefore|removeChild|setAttribute|removeAttribute|replaceChildren|append|remove)$/

/**
 * The start's phases, as decision 0762 compares them: what the browser does natively, module loading and
 * evaluation, the federation runtime, React, and the DOM React makes (what hydrating instead of replacing would save).
 */
function phasesOf({ owners, leaf }: SampleStack): string[] {
  const phases: string[] = []
  const react = owners.has('react-dom') || owners.has('scheduler')
  if (leaf.owner === '(program)') phases.push('native work: style, layout, parsing, compiling')
  if (leaf.owner === '(garbage collector)') phases.push('garbage collection')
  if (owners.has('bundler runtime') && !react) phases.push('module loading and evaluation (not React)')
  if ([...owners].some((owner) => owner.startsWith('@module-federation'))) phases.push('federation runtime')
  if (react) phases.push('React (React DOM or its scheduler on the stack)')
  if (leaf.native && leaf.owner === 'react-dom' && domCalls.test(leaf.where.split(' ← ')[0] ?? '')) {
    phases.push('DOM made or changed by React')
  }
  return phases
}

/** The profile's samples between two trace times (µs), as a profile of their own. */
function window(profile: CpuProfile & { startTime: number }, from: number, to: number): CpuProfile {
  const samples: number[] = []
  const timeDeltas: number[] = [0]
  let at = profile.startTime
  for (let n = 0; n < profile.samples.length; n++) {
    at += profile.timeDeltas[n] ?? 0
    const next = profile.timeDeltas[n + 1] ?? 0
    if (at >= from && at < to) {
      samples.push(profile.samples[n]!)
      timeDeltas.push(next)
    }
  }
  return { nodes: profile.nodes, samples, timeDeltas }
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread time: what the thread ran, not the time the machine's other processes took it away. */
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
}

interface Task {
  ts: number
  end: number
  ms: number
  /** Self thread time by event inside it. */
  events: Map<string, number>
}

/** The page's main thread: self thread time per event, and its top-level tasks. */
function mainThread(events: TraceEvent[]) {
  const threads = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
  const count = (thread: TraceEvent) =>
    events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length
  const busiest = threads.sort((a, b) => count(b) - count(a))[0]
  const own = events
    .filter(
      (event) => event.pid === busiest?.pid && event.tid === busiest?.tid && event.ph === 'X' && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const thread = (event: TraceEvent) => event.tdur ?? event.dur ?? 0
  const self = new Map<string, number>()
  const tasks: Task[] = []
  const stack: { event: TraceEvent; end: number; children: number }[] = []
  let inside = new Map<string, number>()
  const close = (upTo: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!
      const name = done.event.name
      const ms = Math.max(0, thread(done.event) - done.children) / 1000
      self.set(name, (self.get(name) ?? 0) + ms)
      inside.set(name, (inside.get(name) ?? 0) + ms)
      const parent = stack.at(-1)
      if (parent) parent.children += thread(done.event)
      else {
        tasks.push({ ts: done.event.ts, end: done.end, ms: thread(done.event) / 1000, events: inside })
        inside = new Map()
      }
    }
  }
  for (const event of own) {
    close(event.ts)
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0 })
  }
  close(Number.POSITIVE_INFINITY)
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? own[0]?.ts ?? 0
  return { self, tasks, navigation }
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])

const cookie = await benchSessionCookie(base, process.env.PROFILE_SIGN_IN)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
let all: CpuShares | undefined
const events = new Map<string, number>()
try {
  for (let run = 0; run < runs; run++) {
    // Lighthouse's phone: its screen, a touch device.
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      ...(cookie ? { extraHTTPHeaders: { cookie } } : {}),
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'blink',
        'loading',
      ],
    })
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => !document.querySelector('#root > [data-first-view]'))
    await page.waitForTimeout(1000)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile & { startTime: number } }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    await context.close()
    if (process.env.PROFILE_SAVE) {
      const file = `startup-${path.replace(/\W/g, '_')}-${run}.cpuprofile`
      await writeFile(join(process.env.PROFILE_SAVE, file), JSON.stringify(profile))
    }
    const { self, tasks, navigation } = mainThread(trace.traceEvents)
    for (const [name, ms] of self) events.set(name, (events.get(name) ?? 0) + ms)
    const long = tasks.filter((task) => task.ms >= longTaskMs)
    const busy = tasks.reduce((sum, task) => sum + task.ms, 0)
    const blocking = long.reduce((sum, task) => sum + task.ms - longTaskMs, 0)
    console.log(
      `run ${run + 1} (CPU ${slowdown}x): main thread ${busy.toFixed(0)} ms in ${tasks.length} tasks; ${long.length} ` +
        `over ${longTaskMs.toFixed(1)} ms, ${blocking.toFixed(0)} ms over it in all:`,
    )
    for (const task of long) {
      const inside = await cpuProfileShares(window(profile, task.ts, task.end), nameOf)
      const owners = sorted(inside.self)
        .slice(0, 5)
        .map(([owner, ms]) => `${owner} ${ms.toFixed(0)}`)
        .join(', ')
      const functions = sorted(inside.functions)
        .slice(0, 4)
        .map(([name, ms]) => `${name.slice(0, 90)} ${ms.toFixed(0)}`)
        .join('; ')
      const kinds = sorted(task.events)
        .slice(0, 4)
        .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
        .join(', ')
      console.log(
        `  at ${((task.ts - navigation) / 1000).toFixed(0).padStart(5)} ms: ${task.ms.toFixed(1).padStart(6)} ms: ${owners}\n` +
          `                             ${kinds}` +
          (process.env.PROFILE_TASK_FUNCTIONS ? `\n                             ${functions}` : ''),
      )
    }
    const shares = await cpuProfileShares(profile, nameOf, phasesOf)
    all = all ? addShares(all, shares) : shares
  }
  const traced = [...events.values()].reduce((sum, ms) => sum + ms, 0)
  console.log(
    `\n${path}: the trace's main thread by event, self thread time (${(traced / runs).toFixed(0)} ms a load):`,
  )
  for (const [name, ms] of sorted(events).slice(0, top)) {
    console.log(
      `${(ms / runs).toFixed(0).padStart(7)} ms ${((100 * ms) / traced).toFixed(1).padStart(5)}%  ${name}`,
    )
  }
  console.log(
    `\n${path}: the CPU profile (wall time; "(program)" is native work: style, layout, parsing), ` +
      printShares(all!, { runs, top }),
  )
} finally {
  await browser.close()
}
