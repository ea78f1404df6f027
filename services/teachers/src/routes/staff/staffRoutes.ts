import { ErrorBody } from '@unikit/contracts'
import {
  AllCoursesList,
  AvatarQuery,
  CourseCreateBody,
  CourseResult,
  DoneResult,
  StaffRatingList,
  StaffRatingQuery,
  StaffTeacherQuery,
  TagCreateBody,
  TagDeleteBody,
  TagRenameBody,
  TagResult,
  TeacherList,
  TeacherResult,
  TeacherRetireBody,
  TeacherSaveBody,
} from '@unikit/contracts/teachers'
import {
  courseList,
  createCourse,
  createTag,
  removeTag,
  renameTagEverywhere,
} from '../../catalogue/courseAndTagList.ts'
import { staffLecturerList } from '../../lecturers/lecturerLists.ts'
import { lecturerPage } from '../../lecturers/lecturerPage.ts'
import { retireLecturer, saveLecturer, uploadAvatar } from '../../lecturers/lecturerProfiles.ts'
import { staffRatingQueue } from '../../ratings/staffRatingQueue.ts'
import type { TeachersApp } from '../../TeachersApp.ts'

const denied = { 401: ErrorBody, 403: ErrorBody }

/** The feedback desk (docs/product/feedback.md#staff-desk): staff only, checked here; changes are audited. */
export function staffRoutes(app: TeachersApp) {
  const tags = ['staff']
  const base = '/api/private/teacher/staff'
  const staffOnly = { preHandler: app.requireStaff }

  app.get(
    `${base}/queue`,
    {
      ...staffOnly,
      schema: { tags, querystring: StaffRatingQuery, response: { 200: StaffRatingList, ...denied } },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { data, total } = await staffRatingQueue(app, request.query)
      return { data, page, page_size, total }
    },
  )

  app.get(
    `${base}/teachers`,
    {
      ...staffOnly,
      schema: { tags, querystring: StaffTeacherQuery, response: { 200: TeacherList, ...denied } },
    },
    async (request) => {
      const { name, page, page_size } = request.query
      const { data, total } = await staffLecturerList(app.db, name, { page, pageSize: page_size })
      return { data, page, page_size, total }
    },
  )

  app.post(
    `${base}/teacher/save`,
    {
      ...staffOnly,
      schema: {
        tags,
        body: TeacherSaveBody,
        response: { 200: TeacherResult, 400: ErrorBody, 404: ErrorBody, ...denied },
      },
    },
    async (request) => {
      const id = await saveLecturer(app.db, request.user, request.body)
      return { data: await lecturerPage(app.db, id, { staff: true }) }
    },
  )

  app.post(
    `${base}/teacher/retire`,
    {
      ...staffOnly,
      schema: { tags, body: TeacherRetireBody, response: { 200: DoneResult, 404: ErrorBody, ...denied } },
    },
    async (request) => {
      await retireLecturer(app.db, request.user, request.body.id, request.body.retired)
      return { data: 1 as const }
    },
  )

  app.post(
    `${base}/teacher/avatar`,
    {
      ...staffOnly,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        querystring: AvatarQuery,
        response: {
          200: TeacherResult,
          400: ErrorBody,
          404: ErrorBody,
          413: ErrorBody,
          415: ErrorBody,
          ...denied,
        },
      },
    },
    async (request) => {
      await uploadAvatar(app, request.user, request.query.id, request)
      return { data: await lecturerPage(app.db, request.query.id, { staff: true }) }
    },
  )

  app.get(
    `${base}/courses`,
    { ...staffOnly, schema: { tags, response: { 200: AllCoursesList, ...denied } } },
    async () => ({ data: await courseList(app.db) }),
  )

  app.post(
    `${base}/course/create`,
    {
      ...staffOnly,
      schema: { tags, body: CourseCreateBody, response: { 200: CourseResult, 409: ErrorBody, ...denied } },
    },
    async (request) => ({ data: await createCourse(app, request.user, request.body) }),
  )

  app.post(
    `${base}/tag/create`,
    {
      ...staffOnly,
      schema: { tags, body: TagCreateBody, response: { 200: TagResult, 409: ErrorBody, ...denied } },
    },
    async (request) => ({ data: await createTag(app.db, request.user, request.body.name) }),
  )

  app.post(
    `${base}/tag/rename`,
    {
      ...staffOnly,
      schema: {
        tags,
        body: TagRenameBody,
        response: { 200: TagResult, 400: ErrorBody, 409: ErrorBody, ...denied },
      },
    },
    async (request) => ({
      data: await renameTagEverywhere(app.db, request.user, request.body.id, request.body.name),
    }),
  )

  app.post(
    `${base}/tag/delete`,
    {
      ...staffOnly,
      schema: { tags, body: TagDeleteBody, response: { 200: DoneResult, 400: ErrorBody, ...denied } },
    },
    async (request) => {
      await removeTag(app.db, request.user, request.body.id)
      return { data: 1 as const }
    },
  )
}
