import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import type { ServiceName } from '../services.ts'
import { serviceDir } from './paths.ts'

export type RunningService = { name: ServiceName; url: string; child: ChildProcess }

export type ServiceLaunch = {
  name: ServiceName
  port: number
  dataRoot: string
  env: Record<string, string>
}

/** Starts one service from its TypeScript source with Node's type stripping; its logs go to our stdout. */
export function startService({ name, port, dataRoot, env }: ServiceLaunch): RunningService {
  const child = spawn(process.execPath, ['--conditions=@unikit/source', 'src/server.ts'], {
    cwd: serviceDir(name),
    stdio: ['ignore', 'inherit', 'inherit'],
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
  return { name, url: `http://127.0.0.1:${port}`, child }
}

/** Polls `/readyz` until the service answers 200, failing early if its process exits. A cold start of six
 * services on two busy cores can take a minute (migrations, demo seed, argon2). */
export async function waitUntilReady(service: RunningService, timeoutMs = 150_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) {
      throw new Error(`${service.name} exited with code ${service.child.exitCode} before it was ready`)
    }
    try {
      const response = await fetch(`${service.url}/readyz`, { signal: AbortSignal.timeout(1000) })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${service.name} was not ready after ${timeoutMs / 1000} s`)
}

/** Asks the service to shut down gracefully, and kills it if it has not gone after `graceMs`. */
export async function stopService(service: RunningService, graceMs = 10_000): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return
  const exited = new Promise((resolve) => service.child.once('exit', resolve))
  service.child.kill('SIGTERM')
  const timer = setTimeout(() => service.child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}
