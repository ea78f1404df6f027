import { readdirSync, readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

/** One Books API record (`jscmd=data`), as Open Library answers it under its bibkey. */
interface BookRecord {
  url?: string
  key?: string
  title?: string
  identifiers?: { isbn_10?: string[]; isbn_13?: string[] }
  cover?: { small?: string }
}

const fixtures = path.join(import.meta.dirname, 'fixtures')

/** Every fixture, by each of its ISBNs (a file holds `{ "ISBN:<isbn>": record }`, as the API answers). */
export const openLibraryBooks: ReadonlyMap<string, BookRecord> = new Map(
  readdirSync(fixtures)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => Object.values(JSON.parse(readFileSync(path.join(fixtures, name), 'utf8'))))
    .flatMap((record) => {
      const book = record as BookRecord
      const isbns = [...(book.identifiers?.isbn_13 ?? []), ...(book.identifiers?.isbn_10 ?? [])]
      return isbns.map((isbn) => [isbn, book] as const)
    }),
)

/** ISBNs (valid check digits, under 979-604-0000, no such books) that misbehave on purpose. */
export const misbehavingIsbns = {
  stall: '9796040000001',
  serverError: '9796040000100',
  busy: '9796040000209',
  notJson: '9796040000308',
  wrongShape: '9796040000407',
} as const

/**
 * A stand-in for Open Library's Books API under `/openlibrary`: `GET /api/books?bibkeys=ISBN:…[,ISBN:…]&format=json
 * &jscmd=data` answers the known bibkeys, each under the bibkey as asked, and `{}` when none is known, as Open
 * Library does. Without `format=json` the answer is JavaScript (`var _OLBookInfo = …;`), and without `jscmd=data`
 * it is the short `viewapi` record, as the real API answers. Anything under `/openlibrary/moved/` redirects to a
 * private address.
 */
export function openLibraryFake(request: IncomingMessage, response: ServerResponse, url: URL): void {
  if (request.method !== 'GET') send(response, 405, 'text/plain', 'Method not allowed.')
  else if (url.pathname.startsWith('/openlibrary/moved/')) {
    // A redirect to a private address: a client must never follow it.
    response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' })
    response.end()
  } else if (url.pathname !== '/openlibrary/api/books')
    send(response, 404, 'text/html', '<h1>404 - Not Found</h1>')
  else books(response, url)
}

function books(response: ServerResponse, url: URL): void {
  const bibkeys = (url.searchParams.get('bibkeys') ?? '').split(',').filter(Boolean)
  const isbns = new Set(bibkeys.map((bibkey) => bibkey.replace(/^ISBN:/i, '')))
  if (isbns.has(misbehavingIsbns.stall)) {
    // Never answers: the client's timeout must end it.
  } else if (isbns.has(misbehavingIsbns.serverError)) {
    send(response, 500, 'text/html', '<html><body><h1>Internal Server Error</h1></body></html>')
  } else if (isbns.has(misbehavingIsbns.busy)) send(response, 429, 'text/plain', 'Too Many Requests')
  else if (isbns.has(misbehavingIsbns.notJson)) {
    send(response, 200, 'application/json', '<html><body>Open Library is in maintenance</body></html>')
  } else {
    const answer: Record<string, unknown> = {}
    for (const bibkey of bibkeys) {
      const isbn = bibkey.replace(/^ISBN:/i, '')
      const book = openLibraryBooks.get(isbn)
      if (isbn === misbehavingIsbns.wrongShape) answer[bibkey] = { title: ['a list'], authors: 'one string' }
      else if (book)
        answer[bibkey] = url.searchParams.get('jscmd') === 'data' ? book : viewRecord(bibkey, book)
    }
    const json = JSON.stringify(answer)
    if (url.searchParams.get('format') === 'json') send(response, 200, 'application/json', json)
    else send(response, 200, 'application/javascript', `var _OLBookInfo = ${json};`)
  }
}

/** The default `jscmd=viewapi` record: links only. */
function viewRecord(bibkey: string, book: BookRecord) {
  return {
    bib_key: bibkey,
    info_url: book.url,
    preview: 'noview',
    preview_url: book.url,
    ...(book.cover?.small ? { thumbnail_url: book.cover.small } : {}),
  }
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` })
  response.end(body)
}
