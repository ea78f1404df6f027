import type { ServiceApp, ServiceConfig } from '@unikit/service-kit'
import { buildTestApp } from '@unikit/service-kit/testing'
import { buildApp } from '../app.ts'
import type { RunningFakes } from './thirdPartyFakes.ts'

/** The cite app on a fresh test database, talking to the loopback fakes instead of Crossref and the web. */
export function buildCiteTestApp(
  fakes: RunningFakes,
  config: Partial<ServiceConfig> = {},
): Promise<ServiceApp> {
  return buildTestApp(buildApp, {
    config: { CROSSREF_BASE_URL: fakes.crossrefUrl, CITE_ALLOW_LOOPBACK: true, ...config },
  })
}
