import { type AppOptions, createService } from '@unikit/service-kit'
import { service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'

/** The gifts service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions = {}) {
  return createService({ ...service, settings, migrations, routes, seed: seedDemo }, options)
}
