import { type ServerProcess, startServerProcess } from '@unikit/service-kit/testing'
import type { RunningFakes } from '@unikit/test-fakes'

/**
 * The real cite service from source in its own process (fresh PGlite), pointed at the third-party fakes
 * (Crossref and Open Library), for another package's tests (the citation remote's). Generous limits: every test calls from the
 * loopback address; short time-outs: the fakes' stalling answers end quickly.
 */
export function startCiteServer(
  fakes: Pick<RunningFakes, 'crossrefUrl' | 'openLibraryUrl'>,
): Promise<ServerProcess> {
  return startServerProcess(new URL('../server.ts', import.meta.url).pathname, {
    CROSSREF_BASE_URL: fakes.crossrefUrl,
    OPENLIBRARY_BASE_URL: fakes.openLibraryUrl,
    CITE_ALLOW_LOOPBACK: '1',
    CITE_CRAWL_RATE_MAX: '10000',
    CITE_LOOKUP_RATE_MAX: '10000',
    CITE_EMIT_RATE_MAX: '10000',
    CROSSREF_TIMEOUT_MS: '1500',
    OPENLIBRARY_TIMEOUT_MS: '1500',
    CRAWL_TIMEOUT_MS: '1500',
  })
}
