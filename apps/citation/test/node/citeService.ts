import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { startFakes } from '@unikit/cite/src/testing/thirdPartyFakes.ts'
import { startServerProcess } from '@unikit/service-kit/testing'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/**
 * Starts the third-party fakes (Crossref, article pages; e2e/support/fakes) and the real cite service from
 * source pointed at them, once for the run. No fake of our own API.
 */
export default async function setup(project: TestProject) {
  const service = dirname(createRequire(import.meta.url).resolve('@unikit/cite/package.json'))
  const fakes = await startFakes()
  const server = await startServerProcess(join(service, 'src', 'server.ts'), {
    CROSSREF_BASE_URL: fakes.crossrefUrl,
    CITE_ALLOW_LOOPBACK: '1',
    // Every test calls from the loopback address.
    CITE_CRAWL_RATE_MAX: '10000',
    CITE_LOOKUP_RATE_MAX: '10000',
    CITE_EMIT_RATE_MAX: '10000',
    // The fakes' stalling answers end quickly.
    CROSSREF_TIMEOUT_MS: '1500',
    CRAWL_TIMEOUT_MS: '1500',
  })
  project.provide('citeServiceUrl', server.url)
  project.provide('fakesUrl', fakes.url)
  return async () => {
    await server.stop()
    await fakes.close()
  }
}
