import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { accountsTestLimits } from '@unikit/accounts/testing'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** Starts the real accounts service once for the run, in memory, with its dev outbox in a temporary folder. */
export default async function setup(project: TestProject) {
  const service = dirname(createRequire(import.meta.url).resolve('@unikit/accounts/package.json'))
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-shell-outbox-'))
  // Guards /internal as in production; the tests credit wallets with it, as the orders service would.
  const internalToken = randomBytes(24).toString('hex')
  const server = await startServerProcess(join(service, 'src', 'server.ts'), {
    OUTBOX_DIR: outbox,
    INTERNAL_TOKEN: internalToken,
    ...accountsTestLimits,
    // The demo staff account, for the tests of what staff see.
    SEED_DEMO: '1',
  })
  project.provide('accountsServiceUrl', server.url)
  project.provide('accountsInternalToken', internalToken)
  return async () => {
    await server.stop()
    await rm(outbox, { recursive: true, force: true })
  }
}
