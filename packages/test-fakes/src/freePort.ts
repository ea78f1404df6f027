import net from 'node:net'

/** A loopback port nothing listens on right now (for servers that cannot take port 0 themselves). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}
