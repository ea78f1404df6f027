import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'

export interface SpawnedService {
  /** e.g. `http://127.0.0.1:40123` */
  origin: string
  pid: number
  /** SIGTERM, then the exit code once it has drained and ended. */
  stop(): Promise<number | null>
}

/**
 * Runs a service's `src/server.ts` in its own process, as production does (`node --conditions=@unikit/source`),
 * with warnings-only logs, and resolves once `/readyz` answers 200: a bench then drives it from outside, as a
 * client would, and its CPU is not the load's.
 */
export async function spawnService(options: {
  entry: string | URL
  port: number
  env: Record<string, string>
  timeoutMs?: number
  /** Node's own options before the entry, e.g. `--cpu-prof --cpu-prof-dir=…` (benchNodeArgs). */
  nodeArgs?: readonly string[]
}): Promise<SpawnedService> {
  const entry = options.entry instanceof URL ? options.entry.pathname : options.entry
  const child = spawn(process.execPath, ['--conditions=@unikit/source', ...(options.nodeArgs ?? []), entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const origin = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (true) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`)
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) break
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${entry} was not ready within ${options.timeoutMs ?? 60_000} ms`)
    }
    await sleep(100)
  }
  return {
    origin,
    pid: child.pid ?? 0,
    async stop() {
      if (child.exitCode !== null) return child.exitCode
      const exited = once(child, 'exit')
      child.kill('SIGTERM')
      const [code] = await exited
      return code as number | null
    },
  }
}
