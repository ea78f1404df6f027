import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { remoteNames } from '@unikit/config/remotes'
import { freePort, type RunningRedis, startRedis } from '@unikit/test-fakes'
import type { FastifyInstance } from 'fastify'
import { buildGateway } from '../gateway/buildGateway.ts'
import { repoRoot } from '../runner/paths.ts'
import { type RunningService, startService, stopService, waitUntilReady } from '../runner/startService.ts'
import type { ServiceName } from '../services.ts'

const run = promisify(execFile)
const testPostgres = path.join(repoRoot, 'infra/scripts/test-postgres.sh')

/** A throwaway PostgreSQL with durability on (fsync, synchronous commits): crash tests need the real thing. */
export async function startDurablePostgres() {
  const { stdout } = await run(testPostgres, ['start', '--durable'])
  const url = stdout.trim()
  return {
    url,
    /** kill -9 of the postmaster, as a crash or the OOM killer would. */
    kill: async () => {
      const { stdout: pid } = await run(testPostgres, ['pid', url])
      process.kill(Number(pid.trim()), 'SIGKILL')
    },
    /** Starts it again; crash recovery replays the WAL. */
    restart: () => run(testPostgres, ['restart', url]),
    stop: () => run(testPostgres, ['stop', url]).then(() => undefined),
  }
}

export interface Instance {
  name: ServiceName
  port: number
  url: string
  service: RunningService
}

/**
 * Two instances each of accounts and gifts, one PostgreSQL (durable), one Redis, and the gateway in front taking
 * instances in turn: the platform scaled out on one machine.
 */
export async function startScaleCluster(env: Record<string, string> = {}) {
  const [postgres, redis] = await Promise.all([startDurablePostgres(), startRedis()])
  const dataRoot = await mkdtemp(path.join(tmpdir(), 'unikit-scale-'))
  const accountsPorts = [await freePort(), await freePort()]
  const baseEnv = {
    NODE_ENV: 'development', // mail goes to the development outbox instead of a (missing) SMTP server
    // The crash tests make every instance log each failed request: SCALE_LOG_LEVEL=warn to see them.
    LOG_LEVEL: process.env.SCALE_LOG_LEVEL ?? 'fatal',
    DATABASE_URL: postgres.url,
    DATABASE_POOL_MAX: '8',
    REDIS_URL: redis.url,
    INTERNAL_TOKEN: randomBytes(32).toString('hex'),
    // Gifts asks one accounts instance about tokens (in production: the accounts service's load-balanced name).
    ACCOUNTS_URL: `http://127.0.0.1:${accountsPorts[0]}`,
    SEED_DEMO: '1',
    SHUTDOWN_DRAIN_MS: '1500',
    ...env,
  }
  const launch = (name: ServiceName, port: number): Instance => ({
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    service: startService({ name, port, dataRoot, env: baseEnv }),
  })
  const instances = [
    launch('accounts', accountsPorts[0] as number),
    launch('accounts', accountsPorts[1] as number),
    launch('gifts', await freePort()),
    launch('gifts', await freePort()),
  ]
  await Promise.all(instances.map((instance) => waitUntilReady(instance.service)))

  const www = path.join(dataRoot, 'www')
  await run('mkdir', ['-p', www])
  await writeFile(path.join(www, 'index.html'), '<!doctype html><title>Unikit</title>')
  const down = 'http://127.0.0.1:9'
  const gateway: FastifyInstance = await buildGateway({
    shellDir: www,
    remoteDirs: Object.fromEntries(remoteNames.map((name) => [name, www])) as Record<
      (typeof remoteNames)[number],
      string
    >,
    upstreams: {
      accounts: instances.filter((i) => i.name === 'accounts').map((i) => i.url),
      gifts: instances.filter((i) => i.name === 'gifts').map((i) => i.url),
      orders: down,
      drive: down,
      teachers: down,
      cite: down,
    },
    logger: { level: 'error' },
    log: () => {},
  })
  await gateway.listen({ host: '127.0.0.1', port: 0 })
  const { port } = gateway.server.address() as { port: number }

  return {
    origin: `http://127.0.0.1:${port}`,
    postgres,
    redis: redis as RunningRedis,
    instances,
    /** Starts an instance that was stopped or killed again, on its port, and waits until it is ready. */
    restart: async (instance: Instance) => {
      instance.service = startService({ name: instance.name, port: instance.port, dataRoot, env: baseEnv })
      await waitUntilReady(instance.service)
    },
    stop: async () => {
      await gateway.close()
      await Promise.all(instances.map((instance) => stopService(instance.service)))
      await redis.close()
      await postgres.stop()
      await rm(dataRoot, { recursive: true, force: true })
    },
  }
}

export type ScaleCluster = Awaited<ReturnType<typeof startScaleCluster>>
