import { buildTestApp } from '@unikit/service-kit/testing'
import type { RunningFakes } from '@unikit/test-fakes'
import { buildApp } from '../app.ts'
import type { CiteApp } from '../CiteApp.ts'

/**
 * The cite app on a fresh test database, talking to the loopback fakes instead of Crossref, Open Library and the
 * web.
 */
export function buildCiteTestApp(
  fakes: RunningFakes,
  config: Partial<CiteApp['config']> = {},
): Promise<CiteApp> {
  return buildTestApp(buildApp, {
    config: {
      CROSSREF_BASE_URL: fakes.crossrefUrl,
      OPENLIBRARY_BASE_URL: fakes.openLibraryUrl,
      CITE_ALLOW_LOOPBACK: true,
      ...config,
    },
  })
}
