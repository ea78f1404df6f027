import { ErrorBody } from '@unikit/contracts'
import { isStaffRole } from '@unikit/contracts/accounts'
import {
  AvatarQuery,
  CourseList,
  CourseListQuery,
  TagList,
  TeacherGetQuery,
  TeacherList,
  TeacherListQuery,
  TeacherResult,
  TeacherSearchQuery,
} from '@unikit/contracts/teachers'
import { tagList } from '../../catalogue/courseAndTagList.ts'
import { lecturerAvatar } from '../../lecturers/lecturerAvatar.ts'
import { lecturerCourses } from '../../lecturers/lecturerCourses.ts'
import { lecturerSearch, recentLecturers } from '../../lecturers/lecturerLists.ts'
import { lecturerPage } from '../../lecturers/lecturerPage.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

const denied = { 401: ErrorBody }

/** The lecturer calls students make (docs/product/feedback.md); every one needs a signed-in account. */
export function teacherRoutes(app: TeachersApp) {
  const tags = ['teachers']

  app.get(
    '/api/private/teacher/list',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Lecturers still teaching, those with the most recent insights first',
        querystring: TeacherListQuery,
        response: { 200: TeacherList, ...denied },
      },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { data, total } = await recentLecturers(app.db, { page, pageSize: page_size })
      return { data, page, page_size, total }
    },
  )

  app.get(
    '/api/private/teacher/search',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Lecturers by name (diacritics ignored) or by a course code they teach',
        querystring: TeacherSearchQuery,
        response: { 200: TeacherList, ...denied },
      },
    },
    async (request) => {
      const { name, page, page_size } = request.query
      const { data, total } = await lecturerSearch(app.db, name, { page, pageSize: page_size })
      return { data, page, page_size, total }
    },
  )

  app.get(
    '/api/private/teacher/get',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          "A lecturer's page: card, top tags, and averages recent and all time, optionally for one course",
        querystring: TeacherGetQuery,
        response: { 200: TeacherResult, 400: ErrorBody, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({
      data: await lecturerPage(app.db, request.query.id, {
        courseId: request.query.course_id,
        staff: isStaffRole(request.user.role),
      }),
    }),
  )

  app.get(
    '/api/private/teacher/course/list',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        querystring: CourseListQuery,
        response: { 200: CourseList, 404: ErrorBody, ...denied },
      },
    },
    async (request) => ({ data: await lecturerCourses(app.db, request.query.teacher_id) }),
  )

  app.get(
    '/api/private/teacher/tag/list',
    { preHandler: app.authenticate, schema: { tags, response: { 200: TagList, ...denied } } },
    async () => ({ data: await tagList(app.db) }),
  )

  app.get(
    '/api/private/teacher/avatar',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: AvatarQuery, response: { 401: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => app.files.send(request, reply, await lecturerAvatar(app.db, request.query.id)),
  )
}
