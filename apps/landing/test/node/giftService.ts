import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** Starts the real gift service once for the run, in memory, with the demo campaign open. */
export default async function setup(project: TestProject) {
  const service = dirname(createRequire(import.meta.url).resolve('@unikit/gifts/package.json'))
  const entry = join(service, 'src', 'server.ts')
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-landing-outbox-'))
  const server = await startServerProcess(entry, {
    SEED_DEMO: '1',
    OUTBOX_DIR: outbox,
    // Every test claims from the loopback address.
    GIFT_CLAIM_RATE_MAX: '10000',
  })
  project.provide('giftServiceUrl', server.url)
  return async () => {
    await server.stop()
    await rm(outbox, { recursive: true, force: true })
  }
}
