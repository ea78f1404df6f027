import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remoteNames } from '@unikit/config/remotes'
import { buildGateway } from '../gateway/buildGateway.ts'
import { serviceNames } from '../services.ts'

/** The development gateway listening on loopback with every service at `upstreamUrl` and a one-page web root. */
export async function gatewayInFront(upstreamUrl: string) {
  const dir = await mkdtemp(path.join(tmpdir(), 'gateway-'))
  await writeFile(path.join(dir, 'index.html'), '<!doctype html>')
  const gateway = await buildGateway({
    shellDir: dir,
    remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, dir])) as never,
    upstreams: Object.fromEntries(serviceNames.map((name) => [name, upstreamUrl])) as never,
  })
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  const address = gateway.server.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return { gateway, port: address.port }
}
