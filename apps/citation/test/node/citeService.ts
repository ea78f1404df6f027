import { startCiteServer } from '@unikit/cite/testing'
import { startFakes } from '@unikit/test-fakes'
import type { TestProject } from 'vitest/node'
import '../providedContext.ts'

/**
 * Starts the third-party fakes (Crossref, Open Library, article pages: @unikit/test-fakes) and the real cite service from
 * source pointed at them, once for the run. No fake of our own API.
 */
export default async function setup(project: TestProject) {
  const fakes = await startFakes()
  const server = await startCiteServer(fakes)
  project.provide('citeServiceUrl', server.url)
  project.provide('fakesUrl', fakes.url)
  return async () => {
    await server.stop()
    await fakes.close()
  }
}
