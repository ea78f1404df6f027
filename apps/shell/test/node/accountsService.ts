import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** Starts the real accounts service once for the run, in memory, with its dev outbox in a temporary folder. */
export default async function setup(project: TestProject) {
  const service = dirname(createRequire(import.meta.url).resolve('@unikit/accounts/package.json'))
  const outbox = await mkdtemp(join(tmpdir(), 'unikit-shell-outbox-'))
  const server = await startServerProcess(join(service, 'src', 'server.ts'), {
    OUTBOX_DIR: outbox,
    // Every test signs up and signs in from the loopback address.
    ACCOUNTS_SIGNUP_RATE_MAX: '10000',
    ACCOUNTS_LOGIN_RATE_MAX: '10000',
  })
  project.provide('accountsServiceUrl', server.url)
  return async () => {
    await server.stop()
    await rm(outbox, { recursive: true, force: true })
  }
}
