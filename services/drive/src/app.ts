import { type AppOptions, createService } from '@unikit/service-kit'
import { eraseUser } from './archive/eraseUser.ts'
import { makeThumbnail, THUMBNAIL_JOB } from './archive/makeThumbnail.ts'
import { personalData } from './archive/personalData.ts'
import { payReward, REWARD_JOB } from './archive/rewardUpload.ts'
import { type DriveConfig, service, settings } from './config.ts'
import type { DriveApp } from './DriveApp.ts'
import { auditSubjectNames } from './db/auditSubjects.ts'
import { migrations } from './db/migrations/index.ts'
import type { DriveDatabase } from './db/schema.ts'
import { IMPORT_CHECK_JOB, IMPORT_RUN_JOB, runDeskJob } from './imports/deskImports.ts'
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
      jobs: {
        [THUMBNAIL_JOB]: { run: (app, payload) => makeThumbnail(app, String(payload.id)) },
        // Tried for about a day (doubling to 15 minutes) while accounts is away, then left for a person.
        [IMPORT_CHECK_JOB]: {
          run: (app, payload, job) => runDeskJob(app, IMPORT_CHECK_JOB, String(payload.id), job.keepAlive),
        },
        [IMPORT_RUN_JOB]: {
          run: (app, payload, job) => runDeskJob(app, IMPORT_RUN_JOB, String(payload.id), job.keepAlive),
        },
        [REWARD_JOB]: { run: (app, payload) => payReward(app, String(payload.id)), maxAttempts: 100 },
      },
      auditSubjects: (app, subjects) => auditSubjectNames(app.db, subjects),
    },
    options,
  )
}
