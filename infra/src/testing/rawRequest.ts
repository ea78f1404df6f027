import http from 'node:http'
import https from 'node:https'

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export interface RawRequest {
  method: string
  /** Sent exactly as written: no client resolves its dot segments or re-encodes it. */
  path: string
  /** A JSON body, or this many bytes sent chunked (no Content-Length), as JSON or `contentType`. */
  json?: unknown
  chunkedBytes?: number
  contentType?: string
  /** For https: the certificate to trust (the test's own). */
  ca?: string
  /** More request headers (a cookie). */
  headers?: Record<string, string>
}

/** One request to `origin` with the request line as given, for probing what an edge does with odd input. */
export function rawRequest(origin: string, request: RawRequest): Promise<RawAnswer> {
  const url = new URL(origin)
  const client = url.protocol === 'https:' ? https : http
  const body = request.json === undefined ? undefined : Buffer.from(JSON.stringify(request.json))
  const headers: Record<string, string | number> = { host: url.host, ...request.headers }
  if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length })
  if (request.chunkedBytes)
    Object.assign(headers, {
      'content-type': request.contentType ?? 'application/json',
      'transfer-encoding': 'chunked',
    })
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers,
        ...(request.ca ? { ca: request.ca, servername: 'localhost' } : {}),
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    // A server may answer and close while the body is still going out: the answer counts, a reset without one
    // is status 0 (never a hang).
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET'
        ? outgoing.once('close', () => resolve({ status: 0, headers: {}, body: error.code ?? '' }))
        : reject(error),
    )
    if (body) return outgoing.end(body)
    if (!request.chunkedBytes) return outgoing.end()
    const chunk = Buffer.alloc(16 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < (request.chunkedBytes ?? 0) && !outgoing.destroyed) {
        sent += chunk.length
        if (!outgoing.write(chunk)) return outgoing.once('drain', pump)
      }
      outgoing.end()
    }
    pump()
  })
}
