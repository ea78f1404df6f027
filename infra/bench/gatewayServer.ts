// The gateway alone in its own process, for benches: UPSTREAMS is a JSON map of service → instance URLs.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { remoteNames } from '@unikit/config/remotes'
import { buildGateway } from '../src/gateway/buildGateway.ts'
import type { Upstreams } from '../src/gateway/proxyRoutes.ts'

const www = mkdtempSync(path.join(tmpdir(), 'unikit-bench-www-'))
writeFileSync(path.join(www, 'index.html'), '<!doctype html><title>Unikit</title>')
const gateway = await buildGateway({
  shellDir: www,
  remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, www])) as Record<
    (typeof remoteNames)[number],
    string
  >,
  upstreams: JSON.parse(process.env.UPSTREAMS ?? '{}') as Upstreams,
  logger: false,
  log: () => {},
})
const address = await gateway.listen({ host: '127.0.0.1', port: 0 })
console.log(`gateway listening at ${address}`)
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)))
