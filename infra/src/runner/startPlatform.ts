import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { buildGateway } from '../gateway/buildGateway.ts'
import {
  defaultServicePortBase,
  erasureServices,
  type ServiceName,
  serviceNames,
  servicePort,
} from '../services.ts'
import { remoteDists, repoRoot, shellDist } from './paths.ts'
import {
  type RunningService,
  reportUnexpectedExit,
  startService,
  stopService,
  waitUntilReady,
} from './startService.ts'

export type PlatformOptions = {
  port?: number
  host?: string
  servicePortBase?: number
  dataRoot?: string
  remotesFile?: string
  releasesDir?: string
  seedDemo?: boolean
  /** Extra environment for every service (e.g. fake third-party base URLs in tests). */
  serviceEnv?: Record<string, string>
  /** Run only these services (the rest are reported down by /api/health). */
  services?: readonly ServiceName[]
  log?: (line: string) => void
  /** Trouble the platform survives or reports: a service that exits, an unreadable remotes.json. */
  warn?: (line: string) => void
}

export type Platform = { url: string; stop: () => Promise<void> }

/** Starts every service, waits for them to be ready, then opens the one origin in front of them. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const log = options.log ?? ((line: string) => console.log(line))
  const warn = options.warn ?? ((line: string) => console.error(line))
  const base = options.servicePortBase ?? defaultServicePortBase
  const dataRoot = options.dataRoot ?? path.join(repoRoot, 'data')
  const publicPort = options.port ?? 8080
  const upstreams = Object.fromEntries(
    serviceNames.map((name) => [name, `http://127.0.0.1:${servicePort(name, base)}`]),
  ) as Record<ServiceName, string>
  const siblingEnv = Object.fromEntries(
    serviceNames.map((name) => [`${name.toUpperCase()}_URL`, upstreams[name]]),
  )
  const env = {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    // Request logs of six services drown the one line a person needs; LOG_LEVEL=info brings them back.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PUBLIC_URL: `http://localhost:${publicPort}`,
    // The accounts service's verification and reset links.
    PUBLIC_ORIGIN: `http://localhost:${publicPort}`,
    // The shared secret of /internal calls between the services, new for every start unless given.
    INTERNAL_TOKEN: process.env.INTERNAL_TOKEN || randomBytes(32).toString('base64url'),
    SEED_DEMO: options.seedDemo === false ? '0' : '1',
    ...siblingEnv,
    ERASURE_SERVICES: erasureServices((name) => upstreams[name]),
    ...options.serviceEnv,
  }

  const running: RunningService[] = (options.services ?? serviceNames).map((name) =>
    startService({ name, port: servicePort(name, base), dataRoot, env }),
  )
  const stopAll = () => Promise.all(running.map((service) => stopService(service))).then(() => undefined)
  try {
    // Rejects as soon as one service ends, with its name, exit code and last output.
    await Promise.all(running.map((service) => waitUntilReady(service)))
    log(`services ready: ${running.map((s) => s.name).join(', ')}`)
    for (const service of running) reportUnexpectedExit(service, warn)
    const gateway = await buildGateway({
      shellDir: shellDist,
      remoteDirs: remoteDists,
      remotesFile: options.remotesFile,
      releasesDir: options.releasesDir,
      upstreams,
      log: warn,
    })
    await gateway.listen({ port: publicPort, host: options.host ?? 'localhost' })
    return {
      url: `http://localhost:${publicPort}`,
      stop: async () => {
        // Ctrl-C reaches the services too: their exits from here on are expected, not reported.
        for (const service of running) service.stopping = true
        await gateway.close()
        await stopAll()
      },
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
