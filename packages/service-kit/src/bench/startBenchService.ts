import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { BaseConfig } from '../config/baseConfigSchema.ts'
import type { ServiceApp } from '../serviceTypes.ts'
import type { BuildApp } from '../testing/buildTestApp.ts'
import { benchNodeArgs } from './benchNodeArgs.ts'
import { type SpawnedService, spawnService } from './spawnService.ts'

export interface BenchService extends SpawnedService {
  /** The settings the service runs with beyond its defaults, to print beside the figures. */
  settings: Record<string, string>
  /** The service's bench schema. */
  schema: string
  /** The bare baseline, when one was asked for: on a schema of its own, set up the same way. */
  baseline?: SpawnedService
  /** Stops the service (and the baseline), drops their bench schemas and removes their folders. */
  close(): Promise<void>
}

/**
 * A service for a bench, as production runs it: in its own process (`entry`, its `src/server.ts`) against
 * PostgreSQL (DATABASE_URL or TEST_DATABASE_URL) in a schema of its own. `setup` runs first, in this process, on
 * an app built from the same settings (migrations applied), for what the bench needs in the database.
 */
export async function startBenchService<DB, Config extends BaseConfig>(options: {
  buildApp: BuildApp<DB, Config>
  entry: URL
  port: number
  /** Settings as environment variables, e.g. a rate limit raised so the bench measures the work. */
  settings?: Record<string, string>
  setup?: (app: ServiceApp<DB, Config>) => Promise<void>
  /**
   * A bare server (`startBareServer`) to run beside the service, as the same client drives it: on a twin schema
   * (same migrations, same setup), so what one writes never becomes the other's work (the service's mail sender
   * would otherwise send the baseline's mails). Same pool size.
   */
  baseline?: { entry: URL; port: number }
  /** A folder for CPU profiles of the service and the baseline (benchNodeArgs). */
  profile?: string | undefined
}): Promise<BenchService> {
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!url) throw new Error('Set TEST_DATABASE_URL (infra/scripts/test-postgres.sh start) or DATABASE_URL')
  const schema = `bench_${randomBytes(4).toString('hex')}`
  // In memory where the machine has it: the development outbox (the stand-in for SMTP) writes a file per mail,
  // and on a journaled disk that costs the service more than a pooled SMTP connection would in production.
  const scratch = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'unikit-bench-'))
  const settings = options.settings ?? {}
  const env = {
    DATABASE_URL: url,
    DATABASE_SCHEMA: schema,
    OUTBOX_DIR: join(scratch, 'outbox'),
    FILES_DIR: join(scratch, 'files'),
    ...settings,
  }
  const baselineSchema = `${schema}_bare`
  const schemas = options.baseline ? [schema, baselineSchema] : [schema]
  const dropAll = async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    for (const name of schemas) await client.query(`drop schema if exists ${name} cascade`)
    await client.end()
    await rm(scratch, { recursive: true, force: true })
  }
  let baseline: SpawnedService | undefined
  try {
    for (const name of schemas) {
      const app = options.buildApp({
        env: { ...process.env, ...env, DATABASE_SCHEMA: name, LOG_LEVEL: 'warn' },
      })
      await app.ready()
      await options.setup?.(app)
      await app.close()
    }
    if (options.baseline) {
      baseline = await spawnService({
        entry: options.baseline.entry,
        port: options.baseline.port,
        env: { ...env, DATABASE_SCHEMA: baselineSchema },
        nodeArgs: benchNodeArgs(options.profile, 'baseline'),
      })
    }
    const service = await spawnService({
      entry: options.entry,
      port: options.port,
      env,
      nodeArgs: benchNodeArgs(options.profile, 'service'),
    })
    return {
      ...service,
      settings,
      schema,
      ...(baseline ? { baseline } : {}),
      async close() {
        await service.stop()
        await baseline?.stop()
        await dropAll()
      },
    }
  } catch (error) {
    await baseline?.stop().catch(() => null)
    await dropAll().catch(() => {})
    throw error
  }
}
