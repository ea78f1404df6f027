import { ErrorBody } from '@unikit/contracts'
import {
  CourseGetQuery,
  CourseLecturersQuery,
  CourseLecturersResult,
  CourseRefList,
  CourseStarBody,
  CourseStarResult,
  CourseSuggestQuery,
  CourseViewResult,
  StarredCourses,
} from '@unikit/contracts/courses'
import { courseLecturers } from '../../courses/courseLecturers.ts'
import { courseView, myCourses, starCourse, suggestCourses } from '../../courses/courseList.ts'
import { publishCourseList } from '../../courses/publishCourseList.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

/**
 * The one course list (docs/decisions/0763-one-course-list.md), for the course page, the header's suggestions and
 * "My courses" (docs/product/course-page.md). Signed-in students only, as the pages it leads to.
 */
export function courseRoutes(app: TeachersApp) {
  const tags = ['courses']
  const base = '/api/private/course'
  const signedIn = { preHandler: app.authenticate }
  const denied = { 401: ErrorBody }

  app.get(
    `${base}/get`,
    {
      ...signedIn,
      schema: {
        tags,
        querystring: CourseGetQuery,
        response: { 200: CourseViewResult, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({ data: await courseView(app.db, request.user.userId, request.query.code) }),
  )

  app.get(
    `${base}/lecturers`,
    {
      ...signedIn,
      schema: {
        tags,
        querystring: CourseLecturersQuery,
        response: { 200: CourseLecturersResult, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({ data: await courseLecturers(app.db, request.user.userId, request.query.code) }),
  )

  app.get(
    `${base}/suggest`,
    {
      ...signedIn,
      schema: { tags, querystring: CourseSuggestQuery, response: { 200: CourseRefList, ...denied } },
    },
    async (request) => ({ data: await suggestCourses(app.db, request.query.q) }),
  )

  app.get(
    `${base}/starred`,
    { ...signedIn, schema: { tags, response: { 200: StarredCourses, ...denied } } },
    async (request) => ({ data: await myCourses(app.db, request.user.userId) }),
  )

  app.post(
    `${base}/star`,
    {
      ...signedIn,
      schema: { tags, body: CourseStarBody, response: { 200: CourseStarResult, 404: ErrorBody, ...denied } },
    },
    async (request) => ({
      data: {
        starred: await starCourse(app.db, request.user.userId, request.body.code, request.body.starred),
      },
    }),
  )

  // Each start sends the list to the archive, which may have missed a change while it was away.
  app.addHook('onReady', async () => {
    await publishCourseList(app)
  })
}
