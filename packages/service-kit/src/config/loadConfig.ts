import { join } from 'node:path'
import { type TObject, type TProperties, Type } from 'typebox'
import Value from 'typebox/value'
import { type BaseConfig, baseConfigSchema } from './baseConfigSchema.ts'
import { ConfigError } from './ConfigError.ts'
import { repoRoot } from './repoRoot.ts'

export interface LoadConfigOptions {
  /** The service name: the default schema and the default data folder `data/<name>`. */
  name: string
  port: number
  /** Extra settings of this service, merged into the base schema. */
  schema?: TObject<TProperties>
  env?: Record<string, string | undefined>
  /** Values that win over the environment (tests). They are validated like the environment. */
  overrides?: Record<string, unknown>
}

/** Reads, converts and validates the service's settings; throws a ConfigError naming every bad variable. */
export function loadConfig<Config extends BaseConfig = BaseConfig>(options: LoadConfigOptions): Config {
  const root = repoRoot()
  const base = baseConfigSchema({
    port: options.port,
    schema: options.name.replaceAll('-', '_'),
    dataDir: join(root, 'data', options.name),
    outboxDir: join(root, 'data', 'outbox'),
    filesDir: join(root, 'data', 'files', options.name),
    storagePrefix: `${options.name}/`,
  })
  const schema = Type.Object({ ...base.properties, ...options.schema?.properties })
  const input = { ...pick(options.env ?? process.env, Object.keys(schema.properties)), ...options.overrides }
  const value = Value.Clean(schema, Value.Convert(schema, Value.Default(schema, input)))
  const problems = describeProblems(schema, value)
  if (problems.length > 0) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  // Valid against base + service settings, which is what the service declared its Config to be.
  const config = value as Config
  if (config.NODE_ENV === 'production' && !config.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: DATABASE_URL is required in production (PGlite does not fsync)',
    )
  }
  if (config.NODE_ENV === 'production' && !config.INTERNAL_TOKEN) {
    throw new ConfigError(
      'Invalid configuration: INTERNAL_TOKEN is required in production (it guards the /internal routes)',
    )
  }
  if (config.STORAGE_DRIVER === 's3' && !config.S3_BUCKET) {
    throw new ConfigError('Invalid configuration: S3_BUCKET is required when STORAGE_DRIVER is s3')
  }
  return config
}

/** Empty variables count as unset, so `PORT=` falls back to the default instead of failing. */
function pick(env: Record<string, string | undefined>, keys: string[]): Record<string, string> {
  const picked: Record<string, string> = {}
  for (const key of keys) {
    const value = env[key]
    if (value !== undefined && value !== '') picked[key] = value
  }
  return picked
}

/** One line per variable; values are left out because some (DATABASE_URL, SMTP_URL) carry passwords. */
function describeProblems(schema: TObject, value: unknown): string[] {
  const byVariable = new Map<string, string>()
  for (const error of Value.Errors(schema, value)) {
    const variable = error.instancePath.slice(1)
    if (error.keyword === 'required') {
      for (const missing of error.params.requiredProperties) {
        byVariable.set(missing, `${missing} is required`)
      }
    } else if (!byVariable.has(variable)) {
      byVariable.set(variable, `${variable} ${error.message}`)
    }
  }
  return [...byVariable.values()]
}
