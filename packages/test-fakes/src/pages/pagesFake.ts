import { readdirSync, readFileSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const fixtures = path.join(import.meta.dirname, 'fixtures')

/** The HTML pages of `fixtures`, by file name. */
const pages = new Map(
  readdirSync(fixtures)
    .filter((name) => name.endsWith('.html'))
    .map((name) => [name, readFileSync(path.join(fixtures, name))]),
)

/** One page of `fixtures` as text, for tests that read pages without serving them. */
export function pageFixture(name: string): string {
  const page = pages.get(name)
  if (!page) throw new Error(`No fixture page ${name}`)
  return page.toString('utf8')
}

const MB = 1024 * 1024
const filler = Buffer.from(`<p>${'Lorem ipsum dolor sit amet. '.repeat(36)}</p>\n`)
let bomb: Buffer | undefined

type Special = (response: ServerResponse) => void

/** Pages that test the crawler's limits and refusals rather than its reading. */
const special: Record<string, Special> = {
  redirect: (response) => redirect(response, '/pages/journal-article.html'),
  'redirect-chain': (response) => redirect(response, '/pages/redirect'),
  'redirect-loop': (response) => redirect(response, '/pages/redirect-loop'),
  'redirect-private': (response) => redirect(response, 'http://169.254.169.254/latest/meta-data/'),
  'redirect-file': (response) => redirect(response, 'file:///etc/passwd'),
  'report.pdf': (response) => {
    response.writeHead(200, { 'content-type': 'application/pdf' })
    response.end('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
  },
  'latin1.html': (response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=windows-1252' })
    response.end(
      windows1252(
        '<html><head><title>Caf\u00e9 culture in Saigon \u2013 a history</title>' +
          '<meta name="author" content="Ren\u00e9e Dupr\u00e9"></head><body></body></html>',
      ),
    )
  },
  'gzip.html': (response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip' })
    response.end(gzipSync(pages.get('news-article.html')!))
  },
  // 4 MB, with its length announced, and the same streamed without one.
  'huge.html': (response) => stream(response, 4 * MB, true),
  'huge-chunked.html': (response) => stream(response, 4 * MB, false),
  // 64 MB of markup that gzip squeezes into about 200 kB.
  'gzip-bomb.html': (response) => {
    bomb ??= gzipSync(Buffer.alloc(64 * MB, ' '), { level: 9 })
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' })
    response.end(bomb)
  },
  stall: () => {
    // Never answers: the crawler's timeout must end it.
  },
  'not-found': (response) => {
    response.writeHead(404, { 'content-type': 'text/html' })
    response.end('<html><head><title>Page not found</title></head><body>Not found</body></html>')
  },
}

/**
 * Fake article web pages under `/pages`: the HTML files of `fixtures`, served as a site would
 * serve them, and the special pages above (redirects, a PDF, a legacy charset, gzip, huge pages, a stall).
 */
export function pagesFake(response: ServerResponse, url: URL): void {
  const name = url.pathname.slice('/pages/'.length)
  const page = pages.get(name)
  if (page) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length })
    response.end(page)
    return
  }
  const handler = special[name] ?? special['not-found']!
  handler(response)
}

/** Latin-1 text with the en dash Windows-1252 keeps at 0x96. */
function windows1252(text: string): Buffer {
  return Buffer.from(text.replaceAll('\u2013', '\x96'), 'latin1')
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location, 'content-type': 'text/html' })
  response.end(`<a href="${location}">Moved</a>`)
}

function stream(response: ServerResponse, size: number, announced: boolean): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    ...(announced ? { 'content-length': size } : {}),
  })
  let sent = 0
  const write = () => {
    while (sent < size) {
      const chunk = filler.subarray(0, Math.min(filler.length, size - sent))
      sent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', write)
    }
    response.end()
  }
  response.on('error', () => {})
  write()
}
