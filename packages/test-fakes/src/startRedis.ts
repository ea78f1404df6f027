import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { freePort } from './freePort.ts'

export interface RunningRedis {
  /** `redis://127.0.0.1:<port>`, for `REDIS_URL`. */
  url: string
  port: number
  /** Stops the server (SIGTERM, then SIGKILL) and removes its folder. */
  close(): Promise<void>
}

export interface RedisOptions {
  /** The server binary: `REDIS_SERVER_BIN`, else `redis-server` from the PATH (Debian's, Valkey-compatible). */
  bin?: string
  startTimeoutMs?: number
}

/**
 * A throwaway Redis server on a free loopback port, with a temporary folder and no persistence, for tests
 * of what several service instances share (rate limits). Fails with a clear message when the binary is missing.
 */
export async function startRedis(options: RedisOptions = {}): Promise<RunningRedis> {
  const bin = options.bin ?? process.env.REDIS_SERVER_BIN ?? 'redis-server'
  const dir = await mkdtemp(join(tmpdir(), 'unikit-redis-'))
  // Another process may take the port between the probe and the start: try a few.
  let lastError: unknown
  for (let attempt = 0; attempt < 5; attempt++) {
    const port = await freePort()
    try {
      const child = await launch(bin, port, dir, options.startTimeoutMs ?? 10_000)
      return {
        url: `redis://127.0.0.1:${port}`,
        port,
        close: async () => {
          await stop(child)
          await rm(dir, { recursive: true, force: true })
        },
      }
    } catch (error) {
      lastError = error
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') break
    }
  }
  await rm(dir, { recursive: true, force: true })
  if ((lastError as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
    throw new Error(
      `${bin} was not found: install Redis or Valkey (Debian: apt-get install redis-server) or set REDIS_SERVER_BIN`,
    )
  }
  throw lastError
}

function launch(bin: string, port: number, dir: string, timeoutMs: number): Promise<ChildProcess> {
  const args = [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--dir',
    dir,
    '--save',
    '',
    '--appendonly',
    'no',
  ]
  const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const output: string[] = []
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`redis-server did not start within ${timeoutMs} ms:\n${output.join('\n')}`))
    }, timeoutMs)
    const settle = (error?: Error) => {
      clearTimeout(timer)
      if (error) reject(error)
      else resolve(child)
    }
    child.once('error', settle)
    child.once('exit', (code) => settle(new Error(`redis-server exited with ${code}:\n${output.join('\n')}`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      output.push(line)
      if (/Ready to accept connections/i.test(line)) {
        child.removeAllListeners('exit')
        settle()
      }
    })
    createInterface({ input: child.stderr! }).on('line', (line) => output.push(line))
  })
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = once(child, 'exit')
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
  await exited
  clearTimeout(timer)
}
