// Where a page's start-up spends the main thread: a V8 CPU profile of a cold, signed-out load in Chromium, from
// navigation until the page is live (the first view replaced, the network quiet, one more second), mapped through
// the builds' source maps to the package or app module each sample ran in. Lighthouse's "Unattributable" and
// "Other" are this profile's native time ("(program)": style, layout, HTML parsing) and the work its tasks do
// that no one script owns; here every JS sample is named by its original source.
// Shares are the point: the machine's load stretches every sample alike.
//
// Usage: node bench/startupProfile.ts [baseUrl] [path] [runs]   (a running platform; default :8080, /citation, 3)
//   PROFILE_CPU_SLOWDOWN=4   Chromium's CPU throttling while profiling (more samples per function; default 4)
//   PROFILE_TOP=25           how many functions to list
//   PROFILE_SAVE=dir         also writes each run's .cpuprofile there (open it in Chrome's DevTools)
import { writeFile } from 'node:fs/promises'
import { SourceMap, type SourceMapPayload } from 'node:module'
import { join } from 'node:path'
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:8080'
const path = process.argv[3] ?? '/citation'
const runs = Number(process.argv[4] ?? 3)
const slowdown = Number(process.env.PROFILE_CPU_SLOWDOWN ?? 4)
const top = Number(process.env.PROFILE_TOP ?? 25)
// A task Lighthouse would call long (50 ms on its simulated phone, whose CPU is about 4x slower than a machine of
// benchmarkIndex 1,920), in this run's time.
const longTaskMs = Number(process.env.PROFILE_LONG_TASK_MS ?? (50 * slowdown) / 4)

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  parent?: number
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

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

/** `react-dom`, `@module-federation/runtime-core`, `@unikit/shell src/layout`, `bundler runtime`… */
function ownerOf(source: string): string {
  const modules = source.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (modules) return modules[1] as string
  if (/webpack\/runtime|rspack\/runtime|webpack\/bootstrap/.test(source)) return 'bundler runtime'
  const workspace = source.match(/(?:^|\/)(apps|packages)\/([^/]+)\/(?:src\/)?([^/]+)?/)
  if (workspace)
    return `${workspace[1]}/${workspace[2]}${workspace[3]?.includes('.') ? '' : `/${workspace[3] ?? ''}`}`
  const app = source.match(/webpack:\/\/([^/]+)\/\.\/(?:src\/)?([^/]+)?/)
  if (app) return `apps/${app[1]}${app[2]?.includes('.') ? '' : `/${app[2] ?? ''}`}`
  return source
}

interface Named {
  owner: string
  where: string
}

async function nameOf(frame: CallFrame): Promise<Named> {
  const file = frame.url.replace(base, '')
  const map = frame.url ? await sourceMapOf(frame.url) : undefined
  const entry = map?.findEntry(frame.lineNumber, frame.columnNumber)
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const source = entry.originalSource.replace(/^webpack:\/\//, '')
    const short = source.replace(/.*node_modules\//, '')
    return {
      owner: ownerOf(entry.originalSource),
      where: `${frame.functionName || '(anonymous)'} ${short}:${entry.originalLine + 1}`,
    }
  }
  return { owner: file || frame.functionName, where: `${frame.functionName || '(anonymous)'} ${file}` }
}

const native = new Set(['(program)', '(garbage collector)', '(idle)', '(root)'])

/** Self time per owner and per function, a sample's time given to the nearest frame that has a script. */
async function attribute(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  for (const node of profile.nodes) for (const child of node.children ?? []) byId.get(child)!.parent = node.id
  const named = new Map<number, Named>()
  const nameNode = async (id: number): Promise<Named> => {
    const cached = named.get(id)
    if (cached) return cached
    const node = byId.get(id)!
    const { functionName, url } = node.callFrame
    let result: Named
    if (native.has(functionName)) result = { owner: functionName, where: functionName }
    else if (url) result = await nameOf(node.callFrame)
    else if (node.parent !== undefined) {
      // A native function (appendChild, JSON.parse…): its caller's owner, its own name.
      const parent = await nameNode(node.parent)
      result = { owner: parent.owner, where: `${functionName || '(native)'} ← ${parent.where}` }
    } else result = { owner: '(native)', where: functionName }
    named.set(id, result)
    return result
  }
  const owners = new Map<string, number>()
  const functions = new Map<string, number>()
  let total = 0
  for (let n = 0; n < profile.samples.length; n++) {
    const ms = (profile.timeDeltas[n + 1] ?? 0) / 1000
    const { owner, where } = await nameNode(profile.samples[n]!)
    if (owner === '(idle)') continue
    total += ms
    owners.set(owner, (owners.get(owner) ?? 0) + ms)
    functions.set(where, (functions.get(where) ?? 0) + ms)
  }
  return { total, owners, functions }
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
  args?: { name?: string; data?: { url?: string; frame?: string } }
}

const own0 = (events: TraceEvent[]) =>
  Math.min(...events.filter((event) => event.ts > 0).map((event) => event.ts))

/**
 * Self thread time (not wall time, which the machine's other processes stretch) per trace event on the page's main thread (what the CPU profile calls "(program)" is here: style,
 * layout, paint, HTML parsing, compiling), and the long tasks with what they ran.
 */
function traceBreakdown(events: TraceEvent[]) {
  const mainThreads = events.filter((event) => event.ph === 'M' && event.args?.name === 'CrRendererMain')
  // The page's renderer is the one whose main thread did the most.
  const busiest = mainThreads
    .map((thread) => ({
      thread,
      count: events.filter((event) => event.pid === thread.pid && event.tid === thread.tid).length,
    }))
    .sort((a, b) => b.count - a.count)[0]?.thread
  const own = events
    .filter(
      (event) => event.pid === busiest?.pid && event.tid === busiest?.tid && event.ph === 'X' && event.dur,
    )
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const cpu = (event: TraceEvent) => event.tdur ?? event.dur ?? 0
  const self = new Map<string, number>()
  const longTasks: { at: number; ms: number; what: string }[] = []
  const navigation = events.find((event) => event.name === 'navigationStart')?.ts ?? own0(events)
  const stack: { event: TraceEvent; end: number; children: number; inside: Map<string, number> }[] = []
  const close = (upTo: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!
      const ms = Math.max(0, (cpu(done.event) - done.children) / 1000)
      self.set(done.event.name, (self.get(done.event.name) ?? 0) + ms)
      const parent = stack.at(-1)
      if (parent) {
        parent.children += cpu(done.event)
        for (const [name, inner] of done.inside)
          parent.inside.set(name, (parent.inside.get(name) ?? 0) + inner)
      }
      const label =
        done.event.args?.data?.url !== undefined
          ? `${done.event.name} ${done.event.args.data.url.replace(base, '') || '(page)'}`
          : done.event.name
      if (parent) parent.inside.set(label, (parent.inside.get(label) ?? 0) + ms)
      if (!parent && cpu(done.event) >= longTaskMs * 1000) {
        const inside = [...done.inside.entries(), [label, ms] as const]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, inner]) => `${name} ${inner.toFixed(0)}`)
        longTasks.push({
          at: (done.event.ts - navigation) / 1000,
          ms: cpu(done.event) / 1000,
          what: inside.join(', '),
        })
      }
    }
  }
  for (const event of own) {
    close(event.ts)
    stack.push({ event, end: event.ts + (event.dur ?? 0), children: 0, inside: new Map() })
  }
  close(Number.POSITIVE_INFINITY)
  return { self, longTasks }
}

const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
const totals = {
  total: 0,
  owners: new Map<string, number>(),
  functions: new Map<string, number>(),
  events: new Map<string, number>(),
}
try {
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true })
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
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    const { self, longTasks } = traceBreakdown(trace.traceEvents)
    for (const [name, ms] of self) totals.events.set(name, (totals.events.get(name) ?? 0) + ms)
    if (process.env.PROFILE_SAVE) {
      await writeFile(
        join(process.env.PROFILE_SAVE, `startup-${path.replace(/\W/g, '_')}-${run}.cpuprofile`),
        JSON.stringify(profile),
      )
    }
    const result = await attribute(profile)
    const blocking = longTasks.reduce((sum, task) => sum + task.ms - longTaskMs, 0)
    console.log(
      `run ${run + 1}: ${Math.round(result.total)} ms busy (CPU ${slowdown}x); ${longTasks.length} tasks over ` +
        `${longTaskMs.toFixed(1)} ms, ${blocking.toFixed(0)} ms over it in all:`,
    )
    for (const task of longTasks)
      console.log(
        `  at ${task.at.toFixed(0).padStart(5)} ms: ${task.ms.toFixed(1).padStart(6)} ms: ${task.what}`,
      )
    totals.total += result.total
    for (const [key, ms] of result.owners) totals.owners.set(key, (totals.owners.get(key) ?? 0) + ms)
    for (const [key, ms] of result.functions) totals.functions.set(key, (totals.functions.get(key) ?? 0) + ms)
    await context.close()
  }
  const share = (ms: number) =>
    `${(ms / runs).toFixed(0).padStart(6)} ms ${((100 * ms) / totals.total).toFixed(1).padStart(5)}%`
  console.log(
    `\n${path}: main thread busy ${(totals.total / runs).toFixed(0)} ms a load (mean of ${runs}), by owner:`,
  )
  for (const [owner, ms] of sorted(totals.owners))
    if (ms / totals.total >= 0.005) console.log(`${share(ms)}  ${owner}`)
  const traced = [...totals.events.values()].reduce((sum, ms) => sum + ms, 0)
  console.log(`\nthe trace's main thread by event, self time (${(traced / runs).toFixed(0)} ms a load):`)
  for (const [name, ms] of sorted(totals.events).slice(0, top))
    console.log(
      `${(ms / runs).toFixed(0).padStart(6)} ms ${((100 * ms) / traced).toFixed(1).padStart(5)}%  ${name}`,
    )
  console.log(`\ntop ${top} functions (self time):`)
  for (const [where, ms] of sorted(totals.functions).slice(0, top)) console.log(`${share(ms)}  ${where}`)
} finally {
  await browser.close()
}
