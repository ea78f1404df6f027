import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import type { ServiceName } from '../services.ts'
import { serviceDir } from './paths.ts'

export type ServiceExit = { code: number | null; signal: NodeJS.Signals | null }

export type RunningService = {
  name: ServiceName
  url: string
  child: ChildProcess
  /** Set once the process has ended and its output is read to the end. */
  exit: ServiceExit | null
  exited: Promise<ServiceExit>
  /** The process's last lines of output (its crash report, a fatal log line). */
  lastLines: string[]
  /** Set by `stopService`: the exit that follows is expected. */
  stopping: boolean
}

export type ServiceLaunch = {
  name: ServiceName
  port: number
  dataRoot: string
  env: Record<string, string>
}

const keptLines = 20

/** Passes a child's output on to ours line by line, keeping the last few lines for a crash report. */
function forward(from: Readable, to: Writable, lastLines: string[]) {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    to.write(`${line}\n`)
    lastLines.push(line)
    if (lastLines.length > keptLines) lastLines.shift()
  })
}

/** Starts one service from its TypeScript source with Node's type stripping; its logs go to our output. */
export function startService({ name, port, dataRoot, env }: ServiceLaunch): RunningService {
  const child = spawn(process.execPath, ['--conditions=@unikit/source', 'src/server.ts'], {
    cwd: serviceDir(name),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(dataRoot, name),
      OUTBOX_DIR: path.join(dataRoot, 'outbox'),
      FILES_DIR: path.join(dataRoot, 'files', name),
    },
  })
  const lastLines: string[] = []
  forward(child.stdout, process.stdout, lastLines)
  forward(child.stderr, process.stderr, lastLines)
  const service: RunningService = {
    name,
    url: `http://127.0.0.1:${port}`,
    child,
    exit: null,
    exited: new Promise((resolve) => {
      // 'close' comes after the output has ended, so the last lines are all there.
      child.once('close', (code: number | null, signal: NodeJS.Signals | null) => {
        service.exit = { code, signal }
        resolve(service.exit)
      })
    }),
    lastLines,
    stopping: false,
  }
  return service
}

/** "gifts exited with code 1 before it was ready", and the service's last lines of output. */
export function exitReport(service: RunningService, exit: ServiceExit, when: string): string {
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`
  const output = service.lastLines.length
    ? `; its last output:\n${service.lastLines.map((line) => `  ${line}`).join('\n')}`
    : ''
  return `${service.name} ${how} ${when}${output}`
}

async function answersReady(service: RunningService): Promise<boolean> {
  try {
    const response = await fetch(`${service.url}/readyz`, { signal: AbortSignal.timeout(1000) })
    return response.ok
  } catch {
    return false // not listening yet
  }
}

/** Polls `/readyz` until the service answers 200, failing as soon as its process ends (code or signal). A
 * cold start of six services on two busy cores can take a minute (migrations, demo seed, argon2). */
export async function waitUntilReady(service: RunningService, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service.exit) throw new Error(exitReport(service, service.exit, 'before it was ready'))
    if (await answersReady(service)) return
    await Promise.race([new Promise((resolve) => setTimeout(resolve, 150)), service.exited])
  }
  throw new Error(`${service.name} was not ready after ${timeoutMs / 1000} s`)
}

/** Reports loudly a service that ends while the platform runs (the gateway's /api/health says it is down). */
export function reportUnexpectedExit(service: RunningService, warn: (line: string) => void): void {
  void service.exited.then((exit) => {
    if (service.stopping) return
    warn(
      `\n  !! ${exitReport(service, exit, 'while Unikit was running')}\n` +
        `  !! Its pages and API calls fail until Unikit is restarted; /api/health reports it down.\n`,
    )
  })
}

/** Asks the service to shut down gracefully, and kills it if it has not gone after `graceMs`. */
export async function stopService(service: RunningService, graceMs = 10_000): Promise<void> {
  service.stopping = true
  if (service.exit) return
  service.child.kill('SIGTERM')
  const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs)
  await service.exited
  clearTimeout(timer)
}
