import { type AppOptions, createService } from '@unikit/service-kit'
import { eraseUser } from './claims/eraseUser.ts'
import { personalData } from './claims/personalData.ts'
import { type GiftsConfig, service, settings } from './config.ts'
import { migrations } from './db/migrations/index.ts'
import type { GiftsDatabase } from './db/schema.ts'
import type { GiftsApp } from './GiftsApp.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'

/** The gifts service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<GiftsConfig> = {}): GiftsApp {
  return createService<GiftsDatabase, GiftsConfig>(
    { ...service, settings, migrations, routes, seed: seedDemo, personalData, eraseUser },
    options,
  )
}
