import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'

export interface ServerProcess {
  /** e.g. `http://127.0.0.1:40123` */
  url: string
  /** Every log line so far. */
  output: string[]
  /** The process id (benchmarks read its memory from /proc). */
  pid: number
  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

/**
 * Runs a service's `src/server.ts` the way `pnpm start` does (Node type stripping, source condition) on a
 * free port with an in-memory database, and resolves once it listens. Catches what Vitest's transpiler would
 * forgive, such as TypeScript syntax Node cannot strip.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--conditions=@unikit/source', entry], {
    env: { PATH: process.env.PATH ?? '', PORT: '0', LOG_LEVEL: 'info', DATA_DIR: 'memory://', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  createInterface({ input: child.stderr }).on('line', (line) => output.push(line))
  const url = await listeningUrl(child, output)
  return {
    url,
    output,
    pid: child.pid ?? 0,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null) return child.exitCode
      const exited = once(child, 'exit')
      child.kill(signal)
      const [code] = await exited
      return code as number | null
    },
  }
}

function listeningUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      output.push(line)
      const match = /Server listening at (http:\/\/[^"]+)/.exec(line)
      if (match?.[1]) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output.join('\n')}`)))
  })
}
