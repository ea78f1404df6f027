import { type AppOptions, createService } from '@unikit/service-kit'
import { eraseUser } from './archive/eraseUser.ts'
import { personalData } from './archive/personalData.ts'
import { type DriveConfig, service, settings } from './config.ts'
import type { DriveApp } from './DriveApp.ts'
import { auditSubjectNames } from './db/auditSubjects.ts'
import { migrations } from './db/migrations/index.ts'
import type { DriveDatabase } from './db/schema.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'

/** The drive service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<DriveConfig> = {}): DriveApp {
  return createService<DriveDatabase, DriveConfig>(
    {
      ...service,
      settings,
      migrations,
      routes,
      seed: seedDemo,
      personalData,
      eraseUser,
      auditSubjects: (app, subjects) => auditSubjectNames(app.db, subjects),
    },
    options,
  )
}
