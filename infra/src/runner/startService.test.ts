import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  type RunningService,
  reportUnexpectedExit,
  startService,
  stopService,
  waitUntilReady,
} from './startService.ts'

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

// The real gifts service (the lightest), started as `npm start` starts it. Each start has a data folder of its
// own: a later start must not open the PGlite folder of a service that was killed with it open.
describe('a service the runner starts', () => {
  const dataRoots: string[] = []
  const started: RunningService[] = []
  const start = async (env: Record<string, string> = {}) => {
    const dataRoot = await mkdtemp(path.join(tmpdir(), 'unikit-runner-'))
    dataRoots.push(dataRoot)
    const service = startService({
      name: 'gifts',
      port: await freePort(),
      dataRoot,
      env: { NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    })
    started.push(service)
    return service
  }

  afterAll(async () => {
    await Promise.all(started.map((service) => stopService(service)))
    await Promise.all(dataRoots.map((dataRoot) => rm(dataRoot, { recursive: true, force: true })))
  })

  it('that crashes on start fails the start at once, with its name, exit code and last output', async () => {
    const service = await start({ LOG_LEVEL: 'loud' })
    const began = Date.now()
    const failure = await waitUntilReady(service).catch((error: Error) => error)
    expect(failure).toBeInstanceOf(Error)
    expect((failure as Error).message).toMatch(
      /^gifts exited with code 1 before it was ready; its last output:/,
    )
    expect((failure as Error).message).toContain('LOG_LEVEL')
    expect(Date.now() - began).toBeLessThan(30_000)
  }, 60_000)

  it('that is killed by a signal while starting fails the start at once too', async () => {
    const service = await start()
    service.child.kill('SIGKILL') // e.g. the kernel's out-of-memory killer: no exit code, only a signal
    const began = Date.now()
    await expect(waitUntilReady(service)).rejects.toThrow(/^gifts was killed by SIGKILL before it was ready/)
    expect(Date.now() - began).toBeLessThan(5_000)
  })

  it('that dies later is reported loudly; one that is stopped is not', async () => {
    const service = await start()
    await waitUntilReady(service)
    const warnings: string[] = []
    reportUnexpectedExit(service, (line) => warnings.push(line))
    service.child.kill('SIGKILL')
    await service.exited
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(warnings.join('\n')).toMatch(/gifts was killed by SIGKILL while Unikit was running/)

    const calm = await start()
    await waitUntilReady(calm)
    const none: string[] = []
    reportUnexpectedExit(calm, (line) => none.push(line))
    await stopService(calm)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(none).toEqual([])
  }, 120_000)
})
