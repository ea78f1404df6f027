import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crossrefFake } from './crossref/crossrefFake.ts'
import { openLibraryFake } from './openlibrary/openLibraryFake.ts'
import { pagesFake } from './pages/pagesFake.ts'

export interface FakeRequest {
  method: string
  /** Path and query, as received. */
  url: string
  headers: IncomingHttpHeaders
}

export interface RunningFakes {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** The fake Crossref API's base URL, for `CROSSREF_BASE_URL`. */
  crossrefUrl: string
  /** The fake Open Library's base URL, for `OPENLIBRARY_BASE_URL`. */
  openLibraryUrl: string
  /** Every request received, oldest first (tests read and clear it). */
  requests: FakeRequest[]
  close(): Promise<void>
}

/**
 * The third parties of the platform, faked on loopback: the Crossref REST API under `/crossref`, Open Library's
 * Books API under `/openlibrary` and article web pages under `/pages` (see README.md). `port` 0 picks a free one.
 */
export async function startFakes(options: { port?: number; host?: string } = {}): Promise<RunningFakes> {
  const host = options.host ?? '127.0.0.1'
  const requests: FakeRequest[] = []
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`)
    requests.push({ method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers })
    if (url.pathname === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"status":"ok"}')
    } else if (url.pathname.startsWith('/crossref/')) crossrefFake(request, response, url)
    else if (url.pathname.startsWith('/openlibrary/')) openLibraryFake(request, response, url)
    else if (url.pathname.startsWith('/pages/')) pagesFake(response, url)
    else {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host}:${port}`
  return {
    url,
    crossrefUrl: `${url}/crossref`,
    openLibraryUrl: `${url}/openlibrary`,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Stalled responses never end by themselves.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
