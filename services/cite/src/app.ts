import { type AppOptions, ConfigError, createService } from '@unikit/service-kit'
import type { CiteApp } from './CiteApp.ts'
import { type CiteConfig, service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import type { CiteDatabase } from './db/schema.ts'
import { routes } from './routes/index.ts'

/** The cite service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<CiteConfig> = {}): CiteApp {
  const app = createService<CiteDatabase, CiteConfig>({ ...service, settings, migrations, routes }, options)
  // Checked before anything connects: in production the crawler must never reach loopback services.
  if (app.config.CITE_ALLOW_LOOPBACK && app.config.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration: CITE_ALLOW_LOOPBACK is for tests and refused in production')
  }
  return app
}
