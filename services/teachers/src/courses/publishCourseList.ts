import { CourseNamesResult } from '@unikit/contracts/courses'
import { createServiceClient } from '@unikit/service-kit'
import { courseNames } from '../db/courses.ts'
import type { TeachersDb } from '../db/schema.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** The job that sends the whole course list to the archive. */
export const PUBLISH_COURSES_JOB = 'courses.publish'

/**
 * The archive names its course folders after the list (docs/decisions/0763-one-course-list.md): after every change
 * to the list, in the change's transaction, and at every start, a job sends the whole list (a few hundred rows) to
 * the drive service, retried while it is away. Without `DRIVE_URL` (a service run alone) there is nobody to tell.
 */
export function publishCourseList(app: TeachersApp, db: TeachersDb = app.db) {
  if (!app.config.DRIVE_URL) return Promise.resolve(false)
  return app.jobs.enqueue(db, { kind: PUBLISH_COURSES_JOB })
}

/** The job's work: the list as it is when the job runs, so a late retry never sends an old one. */
export async function sendCourseList(app: TeachersApp): Promise<void> {
  if (!app.config.DRIVE_URL) return
  const drive = createServiceClient({
    baseUrl: app.config.DRIVE_URL,
    name: 'drive',
    ...(app.config.INTERNAL_TOKEN ? { internalToken: app.config.INTERNAL_TOKEN } : {}),
  })
  const answer = await drive.post('/internal/courses/names', {
    body: { courses: await courseNames(app.db) },
    response: CourseNamesResult,
  })
  app.log.info({ renamed: answer.data.renamed }, 'the archive has the course list')
}
