import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '@unikit/test-fakes'
import { afterAll, expect, it } from 'vitest'
import { type RunningService, startService, stopService, waitUntilReady } from '../runner/startService.ts'
import { call, closeAgents } from './httpClient.ts'
import { openLoop } from './openLoop.ts'

let service: RunningService | undefined
let dataRoot: string | undefined
afterAll(async () => {
  closeAgents()
  if (service) await stopService(service)
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true })
})

// The embedded default `npm start` runs: PGlite in a data folder, no DATABASE_URL.
it('keeps every acknowledged write on PGlite when the service is killed with SIGKILL mid-run', async () => {
  dataRoot = await mkdtemp(path.join(tmpdir(), 'unikit-pglite-crash-'))
  const port = await freePort()
  const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', SEED_DEMO: '1', GIFT_CLAIM_RATE_MAX: '100000' }
  const launch = () => startService({ name: 'gifts', port, dataRoot: dataRoot as string, env })
  service = launch()
  await waitUntilReady(service)
  const origin = `http://127.0.0.1:${port}`
  const claim = (email: string) =>
    call(origin, { method: 'POST', path: '/gift/api/event/submit-email', body: { email } })

  const acknowledged: string[] = []
  const running = service
  const { results } = await openLoop({
    rate: 40,
    seconds: 3,
    request: async (n) => {
      const email = `pglite-${n}@example.com`
      const answer = await claim(email)
      if (answer.status === 200) acknowledged.push(email)
      return answer
    },
    at: [{ second: 1.5, action: () => running.child.kill('SIGKILL') }],
  })
  await running.exited

  service = launch() // the same data folder, as `npm start` would open it again
  await waitUntilReady(service)
  const again = await Promise.all(acknowledged.map((email) => claim(email)))
  const lost = again.filter((answer) => answer.status !== 409)
  console.log(
    `  PGlite, SIGKILL mid-run: ${acknowledged.length} of ${results.length} claims acknowledged, ${lost.length} lost after the restart`,
  )
  expect(acknowledged.length).toBeGreaterThan(0)
  expect(lost.map((answer) => answer.status)).toEqual([])
}, 180_000)
