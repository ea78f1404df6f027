import { ErrorBody } from '@unikit/contracts'
import { CourseNamesBody, CourseNamesResult } from '@unikit/contracts/courses'
import { DriveCourseQuery, DriveCourseResult } from '@unikit/contracts/drive'
import { courseSamples } from '../../archive/courseSamples.ts'
import { followCourseList } from '../../archive/followCourseList.ts'
import type { DriveApp } from '../../DriveApp.ts'
import type { FileLinkSigner } from '../../files/fileLinks.ts'
import { readerOf } from '../readerOf.ts'

/**
 * The archive's side of the course page (docs/product/course-page.md#samples) and of the one course list
 * (docs/decisions/0763-one-course-list.md).
 */
export function courseRoutes(app: DriveApp, signer: FileLinkSigner) {
  app.get(
    '/api/private/drive/course',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['archive'],
        querystring: DriveCourseQuery,
        response: { 200: DriveCourseResult, 401: ErrorBody },
      },
    },
    async (request) => ({
      data: await courseSamples(app.db, readerOf(request, signer), request.query.code, request.query.limit),
    }),
  )

  app.post(
    '/internal/courses/names',
    { schema: { tags: ['internal'], body: CourseNamesBody, response: { 200: CourseNamesResult } } },
    async (request) => ({ data: { renamed: await followCourseList(app.db, request.body.courses) } }),
  )
}
