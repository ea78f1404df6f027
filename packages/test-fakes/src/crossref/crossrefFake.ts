import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/** A `/works/{doi}` answer as Crossref sends it: `{ status, message-type: 'work', message }`. */
interface WorkFile {
  message: Record<string, unknown> & { DOI: string; type?: string }
}

const fixtures = path.join(import.meta.dirname, 'fixtures')

/** Every fixture, by lower-cased DOI (Crossref's DOIs are case-insensitive). */
export const crossrefWorks: ReadonlyMap<string, WorkFile> = new Map(
  readdirSync(fixtures)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as WorkFile)
    .map((work) => [work.message.DOI.toLowerCase(), work]),
)

/** DOIs under Crossref's test prefix that misbehave on purpose. */
export const misbehavingDois = {
  stall: '10.5555/fake.stall',
  serverError: '10.5555/fake.server-error',
  busy: '10.5555/fake.busy',
  notJson: '10.5555/fake.not-json',
  wrongShape: '10.5555/fake.wrong-shape',
} as const

/**
 * A stand-in for the Crossref REST API under `/crossref`: `GET /works/{doi}` from the fixtures (404
 * `Resource not found.` otherwise, as Crossref answers) and `GET /works?query.bibliographic=&rows=&filter=type:`
 * ranking the fixtures by the query's words.
 */
export function crossrefFake(request: IncomingMessage, response: ServerResponse, url: URL): void {
  const prefix = '/crossref/works'
  if (request.method !== 'GET') text(response, 405, 'Method not allowed.')
  else if (url.pathname === prefix) search(response, url)
  else if (url.pathname.startsWith(`${prefix}/`)) {
    work(response, decodeURIComponent(url.pathname.slice(prefix.length + 1)).toLowerCase())
  } else text(response, 404, 'Resource not found.')
}

function work(response: ServerResponse, doi: string): void {
  const found = crossrefWorks.get(doi)
  if (found) json(response, found)
  else if (doi === misbehavingDois.stall) {
    // Never answers: the client's timeout must end it.
  } else if (doi === misbehavingDois.serverError) {
    html(response, 500, '<html><body><h1>Internal Server Error</h1></body></html>')
  } else if (doi === misbehavingDois.busy) text(response, 429, 'Too Many Requests')
  else if (doi === misbehavingDois.notJson) {
    html(response, 200, '<html><body>Maintenance</body></html>', 'application/json')
  } else if (doi === misbehavingDois.wrongShape) {
    json(response, { status: 'ok', 'message-type': 'work', message: { DOI: doi, title: 'a string' } })
  } else text(response, 404, 'Resource not found.')
}

function search(response: ServerResponse, url: URL): void {
  const query = url.searchParams.get('query.bibliographic') ?? ''
  const rows = Math.min(Number(url.searchParams.get('rows') ?? 20) || 20, 1000)
  const type = /^type:(.+)$/.exec(url.searchParams.get('filter') ?? '')?.[1]
  const words = wordsOf(query)
  const ranked = [...crossrefWorks.values()]
    .filter((work) => !type || work.message.type === type)
    .map((work) => ({ work, score: score(work.message, words) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
  json(response, {
    status: 'ok',
    'message-type': 'work-list',
    'message-version': '1.0.0',
    message: {
      facets: {},
      'total-results': ranked.length,
      items: ranked.slice(0, rows).map(({ work, score }) => ({ ...work.message, score })),
      'items-per-page': rows,
      query: { 'start-index': 0, 'search-terms': query },
    },
  })
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1)
}

/** How many of the query's words the work's title, container, contributors and year hold. */
function score(work: Record<string, unknown>, words: string[]): number {
  const contributors = [work.author, work.editor]
    .flat()
    .map((c) => (c as { family?: string; name?: string } | undefined) ?? {})
    .map((c) => `${c.family ?? ''} ${c.name ?? ''}`)
  const issued = (work.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0]
  const haystack = new Set(
    wordsOf([work.title, work.subtitle, work['container-title'], contributors, issued].flat().join(' ')),
  )
  return words.filter((word) => haystack.has(word)).length
}

function json(response: ServerResponse, body: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json;charset=utf-8' })
  response.end(JSON.stringify(body))
}

function text(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain;charset=utf-8' })
  response.end(body)
}

function html(response: ServerResponse, status: number, body: string, type = 'text/html'): void {
  response.writeHead(status, { 'content-type': `${type};charset=utf-8` })
  response.end(body)
}
