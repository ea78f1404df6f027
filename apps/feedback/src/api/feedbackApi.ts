import { api, uploadFile } from '@unikit/auth'
import type { CourseLecturersResult } from '@unikit/contracts/courses'
import type { AuditList } from '@unikit/contracts/staff'
import type {
  CourseList,
  RatingEditBody,
  RatingEditResult,
  RatingHelpfulResult,
  RatingList,
  RatingReportBody,
  RatingSaveBody,
  RatingSaveResult,
  RatingSetStatusBody,
  RatingSort,
  StaffRatingList,
  Tag,
  TagList,
  TeacherList,
  TeacherResult,
  TeacherSaveBody,
} from '@unikit/contracts/teachers'

/** Lecturers on one page of a list. */
export const LECTURER_PAGE_SIZE = 12
/** The student's own insights on one page of My insights. */
export const MY_INSIGHTS_PAGE_SIZE = 20

/** The teachers service's calls, as the feedback pages use them (docs/product/feedback.md). */
export const feedbackApi = {
  recent: (page: number) =>
    api
      .get('private/teacher/list', { searchParams: { page, page_size: LECTURER_PAGE_SIZE } })
      .json<TeacherList>(),
  search: (name: string, page: number) =>
    api
      .get('private/teacher/search', { searchParams: { name, page, page_size: LECTURER_PAGE_SIZE } })
      .json<TeacherList>(),
  lecturer: async (id: number, courseId?: number) =>
    (
      await api
        .get('private/teacher/get', { searchParams: { id, ...(courseId ? { course_id: courseId } : {}) } })
        .json<TeacherResult>()
    ).data,
  /** The course page's lecturers of a course, each rated for it (docs/product/feedback.md#course-lecturers). */
  courseLecturers: async (code: string) =>
    (await api.get('private/course/lecturers', { searchParams: { code } }).json<CourseLecturersResult>())
      .data,
  tags: async () => (await api.get('private/teacher/tag/list').json<TagList>()).data,
  insights: (query: {
    teacherId: number
    courseId?: number | undefined
    sort?: RatingSort | undefined
    page: number
    pageSize: number
  }) =>
    api
      .get('private/teacher/rating/list', {
        searchParams: {
          teacher_id: query.teacherId,
          page: query.page,
          page_size: query.pageSize,
          ...(query.courseId ? { course_id: query.courseId } : {}),
          ...(query.sort && query.sort !== 'newest' ? { sort: query.sort } : {}),
        },
      })
      .json<RatingList>(),
  /** The reader's own insights in every state (My insights). */
  mine: (page: number) =>
    api
      .get('private/teacher/rating/list', {
        searchParams: { author_id: 'me', page, page_size: MY_INSIGHTS_PAGE_SIZE },
      })
      .json<RatingList>(),
  edit: async (body: RatingEditBody) =>
    (await api.post('private/teacher/rating/edit', { json: body, retry: 0 }).json<RatingEditResult>()).data,
  remove: (id: number) => api.post('private/teacher/rating/delete', { json: { id }, retry: 0 }).json(),
  /** Marks an insight helpful or takes the mark back; the new count. */
  helpful: async (id: number, helpful: boolean) =>
    (
      await api
        .post('private/teacher/rating/helpful', { json: { id, helpful }, retry: 0 })
        .json<RatingHelpfulResult>()
    ).data,
  save: (body: RatingSaveBody) =>
    api.post('private/teacher/rating/save', { json: body, retry: 0 }).json<RatingSaveResult>(),
  report: (body: RatingReportBody) =>
    api.post('private/teacher/rating/report', { json: body, retry: 0 }).json(),
  /** An avatar needs the session, so it is fetched and shown from memory. */
  avatar: (url: string) => api.get(url.replace(/^\/api\//, '')).blob(),
}

/** The feedback desk's calls; the server checks the staff role on each (docs/product/feedback.md#staff-desk). */
export const deskApi = {
  queue: (queue: 'pending' | 'reported', page: number) =>
    api
      .get('private/teacher/staff/queue', { searchParams: { queue, page, page_size: 20 } })
      .json<StaffRatingList>(),
  setStatus: (body: RatingSetStatusBody) =>
    api.post('private/teacher/rating/set_status', { json: body, retry: 0 }).json(),
  lecturers: (name: string, page: number) =>
    api
      .get('private/teacher/staff/teachers', {
        searchParams: { ...(name ? { name } : {}), page, page_size: 20 },
      })
      .json<TeacherList>(),
  saveLecturer: async (body: TeacherSaveBody) =>
    (await api.post('private/teacher/staff/teacher/save', { json: body, retry: 0 }).json<TeacherResult>())
      .data,
  retire: (id: number, retired: boolean) =>
    api.post('private/teacher/staff/teacher/retire', { json: { id, retired }, retry: 0 }).json(),
  uploadAvatar: async (id: number, file: File) =>
    (await uploadFile<TeacherResult>(`private/teacher/staff/teacher/avatar?id=${id}`, file)).data,
  courses: async () => (await api.get('private/teacher/staff/courses').json<CourseList>()).data,
  createCourse: (code: string, name: string) =>
    api.post('private/teacher/staff/course/create', { json: { code, name }, retry: 0 }).json(),
  createTag: async (name: string) =>
    (await api.post('private/teacher/staff/tag/create', { json: { name }, retry: 0 }).json<{ data: Tag }>())
      .data,
  renameTag: (id: number, name: string) =>
    api.post('private/teacher/staff/tag/rename', { json: { id, name }, retry: 0 }).json(),
  deleteTag: (id: number) => api.post('private/teacher/staff/tag/delete', { json: { id }, retry: 0 }).json(),
  /** The last 50 staff actions of the teachers service, newest first. */
  audit: async () =>
    (await api.get('private/teachers/staff/audit', { searchParams: { limit: 50 } }).json<AuditList>()).data,
}
