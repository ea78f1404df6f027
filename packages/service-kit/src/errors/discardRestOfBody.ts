import type { IncomingMessage } from 'node:http'

const MOST_BYTES = 64 * 1024 * 1024
const LONGEST_MS = 10_000

/**
 * Reads and drops what is left of a request's body, up to 64 MiB or 10 s. A service that refuses a body as too
 * large mid-stream and answers at once closes the connection while the edge is still sending; nginx then answers
 * 502 in place of the service's 413 (docs/decisions/0728-every-url-gets-a-coded-answer.md). Read to its end, the
 * body is refused with the service's own answer.
 */
export function discardRestOfBody(request: IncomingMessage): Promise<void> {
  // A body already read to its end (every byte parsed before the refusal) sends no more 'end': nothing to wait for.
  if (request.complete || request.destroyed || request.readableEnded) return Promise.resolve()
  return new Promise((resolve) => {
    let read = 0
    const done = () => {
      clearTimeout(timer)
      request.off('data', count)
      resolve()
    }
    const count = (chunk: Buffer) => {
      read += chunk.length
      if (read > MOST_BYTES) done()
    }
    const timer = setTimeout(done, LONGEST_MS)
    request.on('data', count)
    request.once('end', done)
    request.once('close', done)
    request.once('error', done)
    request.resume()
  })
}
