/** A V8 CPU profile, as `node --cpu-prof` and Chromium's `Profiler.stop` give it. */
export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[]
  samples: number[]
  timeDeltas: number[]
}

export interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}

/** Who a frame belongs to (a package, a module of ours) and how to print it. */
export interface FrameName {
  owner: string
  where: string
}

export interface CpuShares {
  /** Milliseconds sampled busy (idle left out). */
  total: number
  /** Self time by owner. */
  self: Map<string, number>
  /** Time with the owner anywhere on the stack: what it and everything it called took. */
  inclusive: Map<string, number>
  /** Self time by function. */
  functions: Map<string, number>
  /** Time by the phases `phasesOf` named (a sample may count in several, or none). */
  phases: Map<string, number>
}

/** What a sample ran: the owners on its stack, and the frame it was sampled in. */
export type SampleStack = { owners: ReadonlySet<string>; leaf: FrameName & { native: boolean } }

const special = new Set(['(program)', '(garbage collector)', '(idle)', '(root)'])

/**
 * Where a profile's time went, by owner and by function. A native frame (no script: `JSON.stringify`,
 * `appendChild`) belongs to its caller's owner under its own name. `nameOf` names a scripted frame.
 */
export async function cpuProfileShares(
  profile: CpuProfile,
  nameOf: (frame: CallFrame) => FrameName | Promise<FrameName>,
  phasesOf: (sample: SampleStack) => readonly string[] = () => [],
): Promise<CpuShares> {
  const parents = new Map<number, number>()
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id)
  const names = new Map<number, FrameName>()
  const nameNode = async (id: number): Promise<FrameName> => {
    const known = names.get(id)
    if (known) return known
    const { callFrame } = byId.get(id)!
    const parent = parents.get(id)
    let name: FrameName
    if (special.has(callFrame.functionName))
      name = { owner: callFrame.functionName, where: callFrame.functionName }
    else if (callFrame.url) name = await nameOf(callFrame)
    else if (parent !== undefined) {
      const caller = await nameNode(parent)
      name = { owner: caller.owner, where: `${callFrame.functionName || '(native)'} ← ${caller.where}` }
    } else name = { owner: '(native)', where: callFrame.functionName || '(native)' }
    names.set(id, name)
    return name
  }
  const stacks = new Map<number, Set<string>>()
  const ownersOnStack = async (id: number): Promise<Set<string>> => {
    const known = stacks.get(id)
    if (known) return known
    const parent = parents.get(id)
    const owners = new Set(parent === undefined ? [] : await ownersOnStack(parent))
    owners.add((await nameNode(id)).owner)
    stacks.set(id, owners)
    return owners
  }
  const shares: CpuShares = {
    total: 0,
    self: new Map(),
    inclusive: new Map(),
    functions: new Map(),
    phases: new Map(),
  }
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms)
  for (let n = 0; n < profile.samples.length; n++) {
    const id = profile.samples[n]!
    const ms = (profile.timeDeltas[n + 1] ?? 0) / 1000
    const { owner, where } = await nameNode(id)
    if (owner === '(idle)') continue
    shares.total += ms
    add(shares.self, owner, ms)
    add(shares.functions, where, ms)
    const owners = await ownersOnStack(id)
    for (const onStack of owners) if (onStack !== '(root)') add(shares.inclusive, onStack, ms)
    const native = !byId.get(id)!.callFrame.url
    for (const phase of phasesOf({ owners, leaf: { owner, where, native } })) add(shares.phases, phase, ms)
  }
  return shares
}

/** Adds `more` into `into` (profiles of several runs). */
export function addShares(into: CpuShares, more: CpuShares): CpuShares {
  into.total += more.total
  for (const key of ['self', 'inclusive', 'functions', 'phases'] as const) {
    for (const [name, ms] of more[key]) into[key].set(name, (into[key].get(name) ?? 0) + ms)
  }
  return into
}

/** The shares as lines: self and inclusive by owner (those over half a percent), then the top functions. */
export function printShares(shares: CpuShares, options: { runs?: number; top?: number } = {}): string {
  const runs = options.runs ?? 1
  const sorted = (map: Map<string, number>) => [...map.entries()].sort((a, b) => b[1] - a[1])
  const line = ([name, ms]: [string, number]) =>
    `${(ms / runs).toFixed(0).padStart(7)} ms ${((100 * ms) / shares.total).toFixed(1).padStart(5)}%  ${name}`
  const major = ([, ms]: [string, number]) => ms / shares.total >= 0.005
  const phases = sorted(shares.phases)
  return [
    ...(phases.length ? ['by phase:', ...phases.map(line)] : []),
    `busy ${(shares.total / runs).toFixed(0)} ms${runs > 1 ? ` a run (mean of ${runs})` : ''}; self time by owner:`,
    ...sorted(shares.self).filter(major).map(line),
    'inclusive (the owner anywhere on the stack):',
    ...sorted(shares.inclusive).filter(major).map(line),
    `top ${options.top ?? 25} functions, self time:`,
    ...sorted(shares.functions)
      .slice(0, options.top ?? 25)
      .map(line),
  ].join('\n')
}

/**
 * Names a frame by the file it ran in: a package under node_modules by its name, a workspace module by its
 * package and folder, Node's own code as `node:…`.
 */
export function ownerOfPath(path: string): string {
  const module = path.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (module) return module[1] as string
  if (path.startsWith('node:')) return path.split('/').slice(0, 2).join('/')
  const workspace = path.match(/(?:^|\/)(apps|packages|services)\/([^/]+)\/(?:src\/)?([^/]+)?/)
  if (workspace) {
    const folder = workspace[3]?.includes('.') ? '' : `/${workspace[3] ?? ''}`
    return `${workspace[1]}/${workspace[2]}${folder}`
  }
  return path
}
