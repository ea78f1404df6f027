import { type AppOptions, createService } from '@unikit/service-kit'
import { service, settings, type TeachersConfig } from './config.ts'
import { PUBLISH_COURSES_JOB, sendCourseList } from './courses/publishCourseList.ts'
import { auditSubjectNames } from './db/auditSubjects.ts'
import { migrations } from './db/migrations/index.ts'
import type { TeachersDatabase } from './db/schema.ts'
import { eraseUser } from './ratings/eraseUser.ts'
import { personalData } from './ratings/personalData.ts'
import { routes } from './routes/index.ts'
import { seedDemo } from './seed/seedDemo.ts'
import type { TeachersApp } from './TeachersApp.ts'

/** The teachers service; tests call `buildApp(options)` through the kit's `buildTestApp`. */
export function buildApp(options: AppOptions<TeachersConfig> = {}): TeachersApp {
  return createService<TeachersDatabase, TeachersConfig>(
    {
      ...service,
      settings,
      migrations,
      routes,
      seed: seedDemo,
      personalData,
      eraseUser,
      // Retried for about a day (doubling to 15 minutes) while the archive is away.
      jobs: { [PUBLISH_COURSES_JOB]: { run: (app) => sendCourseList(app), maxAttempts: 100 } },
      auditSubjects: (app, subjects) => auditSubjectNames(app.db, subjects),
    },
    options,
  )
}
