import { type AppOptions, createService } from '@unikit/service-kit'
import { service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import { routes } from './routes/index.ts'

/** The teachers service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions = {}) {
  return createService({ ...service, settings, migrations, routes }, options)
}
