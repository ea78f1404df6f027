import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { PageServices } from '@unikit/config/vitest-page-origin'
import { type ServerProcess, startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import { demoStaff, demoUser } from '../seed/seedDemo.ts'

/**
 * Every test signs up and in from the loopback address: the per-address limits would otherwise refuse the run. The
 * per-account sign-in throttle keeps its default (5).
 */
export const accountsTestLimits = {
  SIGNUP_RATE_MAX: '10000',
  RESET_RATE_MAX: '10000',
  VERIFY_MAIL_RATE_MAX: '10000',
  LINK_RATE_MAX: '10000',
  PASSWORD_CHANGE_RATE_MAX: '10000',
  LOGIN_IP_MAX_FAILURES: '10000',
}

/**
 * A Vitest global setup for a remote's page tests (with `@unikit/config/vitest-page-origin`): the real accounts
 * service, seeded with the demo staff member and student, and the remote's own service (`servicePackage`,
 * resolved from `from`) twice, the second left pristine for empty states. Each is a process on loopback run from
 * source with an in-memory database, as `pnpm start` runs it: no fake of our own parts.
 */
export function pagesGlobalSetup(servicePackage: string, from: string, env: Record<string, string> = {}) {
  return async function setup(project: TestProject) {
    const serviceDir = dirname(createRequire(from).resolve(`${servicePackage}/package.json`))
    const internalToken = randomBytes(24).toString('hex')
    const scratch = await mkdtemp(join(tmpdir(), 'unikit-pages-'))
    const running: ServerProcess[] = []
    const stop = async () => {
      await Promise.all(running.map((server) => server.stop()))
      await rm(scratch, { recursive: true, force: true })
    }
    try {
      const accounts = await startServerProcess(new URL('../server.ts', import.meta.url).pathname, {
        SEED_DEMO: '1',
        OUTBOX_DIR: join(scratch, 'outbox'),
        INTERNAL_TOKEN: internalToken,
        ...accountsTestLimits,
      })
      running.push(accounts)
      for (const name of ['main', 'pristine']) {
        const service = await startServerProcess(join(serviceDir, 'src', 'server.ts'), {
          ACCOUNTS_URL: accounts.url,
          INTERNAL_TOKEN: internalToken,
          OUTBOX_DIR: join(scratch, 'outbox'),
          FILES_DIR: join(scratch, name, 'files'),
          ...env,
        })
        running.push(service)
      }
      const [, main, pristine] = running as [ServerProcess, ServerProcess, ServerProcess]
      const services: PageServices = {
        pristineOrigin: pristine.url,
        accountsUrl: accounts.url,
        internalToken,
        staff: { email: demoStaff.email, password: demoStaff.password },
        student: { email: demoUser.email, password: demoUser.password },
      }
      project.provide('pageOrigin', main.url)
      project.provide('pageServices', services)
    } catch (error) {
      await stop()
      throw error
    }
    return stop
  }
}
