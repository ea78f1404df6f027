import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/** Starts the real cite service once for the run, with an in-memory database. */
export default async function setup(project: TestProject) {
  const service = dirname(createRequire(import.meta.url).resolve('@unikit/cite/package.json'))
  const server = await startServerProcess(join(service, 'src', 'server.ts'), {
    // Every test counts citations from the loopback address.
    CITE_EMIT_RATE_MAX: '10000',
  })
  project.provide('citeServiceUrl', server.url)
  return async () => {
    await server.stop()
  }
}
