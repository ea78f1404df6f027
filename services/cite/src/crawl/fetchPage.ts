import http, { type IncomingMessage } from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import { ServiceError } from '@unikit/service-kit'
import { errors } from '../errors.ts'
import { formatSeconds } from '../formatSeconds.ts'
import { type AddressPolicy, refusedAddress } from './addressPolicy.ts'
import { decodeHtml } from './decodeHtml.ts'
import { parsePageUrl } from './parsePageUrl.ts'
import { pinnedLookup, type Resolve } from './pinnedLookup.ts'
import { acceptEncoding, readBody } from './readBody.ts'

export interface FetchPageOptions extends AddressPolicy {
  /** For the whole fetch: every redirect and the body. */
  timeoutMs: number
  /** The most the page may weigh, decompressed. */
  maxBytes: number
  maxRedirects: number
  /** The DNS resolver (the system's by default). */
  resolve?: Resolve
}

export interface FetchedPage {
  /** Where the page was found, after redirects. */
  url: URL
  html: string
}

const htmlTypes = new Set(['text/html', 'application/xhtml+xml'])
const redirects = new Set([301, 302, 303, 307, 308])

const headers = {
  'user-agent': 'Mozilla/5.0 (compatible; UnikitCite/1.0; citation lookup for students)',
  accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  'accept-language': 'en;q=0.9,*;q=0.5',
  'accept-encoding': acceptEncoding,
}

/**
 * Fetches a web page for its metadata, safely: only public addresses (checked on the address each
 * connection really uses, on every redirect), only HTML, at most `maxBytes`, `maxRedirects` hops and
 * `timeoutMs` in all. Every failure is a coded error (see errors.ts).
 */
export async function fetchPage(start: URL, options: FetchPageOptions): Promise<FetchedPage> {
  const signal = AbortSignal.timeout(options.timeoutMs)
  const lookup = pinnedLookup(options, options.resolve)
  try {
    let url = start
    for (let hop = 0; ; hop++) {
      const response = await get(url, options, lookup, signal)
      const status = response.statusCode ?? 0
      if (redirects.has(status)) {
        response.destroy()
        const location = response.headers.location
        if (!location) throw new errors.FETCH_FAILED(`the site answered ${status} without a new address`)
        if (hop >= options.maxRedirects) throw new errors.FETCH_FAILED('it redirects too many times')
        url = parsePageUrl(location, url)
        continue
      }
      return { url, html: await readPage(response, options.maxBytes) }
    }
  } catch (error) {
    if (signal.aborted) throw new errors.FETCH_TIMEOUT(formatSeconds(options.timeoutMs))
    if (error instanceof ServiceError) throw error
    throw new errors.FETCH_FAILED(networkProblem(error as NodeJS.ErrnoException), { cause: error })
  }
}

async function readPage(response: IncomingMessage, maxBytes: number): Promise<string> {
  const status = response.statusCode ?? 0
  if (status < 200 || status > 299) {
    response.destroy()
    throw new errors.FETCH_FAILED(
      `the site answered ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
    )
  }
  const contentType = response.headers['content-type'] ?? ''
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase()
  if (!htmlTypes.has(mediaType)) {
    response.destroy()
    throw new errors.UNSUPPORTED_PAGE(mediaType || 'no content type')
  }
  return decodeHtml(await readBody(response, maxBytes), contentType)
}

function get(
  url: URL,
  policy: AddressPolicy,
  lookup: ReturnType<typeof pinnedLookup>,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // Sockets skip `lookup` for an address written in the URL, so a literal address is checked here.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host)) {
    const refusal = refusedAddress(host, policy)
    if (refusal) return Promise.reject(new errors.URL_NOT_ALLOWED(refusal))
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: 'GET', headers, agent: false, lookup, signal }, resolve)
    request.on('error', reject)
    request.end()
  })
}

function networkProblem(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ECONNREFUSED':
      return 'the server refused the connection'
    case 'ECONNRESET':
    case 'EPIPE':
      return 'the server closed the connection'
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'the server cannot be reached'
    case 'HPE_HEADER_OVERFLOW':
      return 'the server sent headers that are too large'
    default:
      if (error.code?.startsWith('HPE_')) return 'the server sent a malformed response'
      if (error.code?.startsWith('ERR_TLS') || error.code?.includes('CERT'))
        return 'its security certificate is not valid'
      return 'the connection failed'
  }
}
