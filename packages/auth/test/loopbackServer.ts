import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type Handler = (req: IncomingMessage, res: ServerResponse) => void

export type LoopbackServer = {
  origin: string
  /** The requests received, oldest first. */
  received: IncomingMessage[]
  close: () => Promise<void>
}

/** A real HTTP server on 127.0.0.1 with an ephemeral port, standing in for the services behind `/api`. */
export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const received: IncomingMessage[] = []
  const server = createServer((req, res) => {
    received.push(req)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
