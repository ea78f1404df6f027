import type {
  CourseRef,
  CourseRefList,
  CourseStarResult,
  CourseView,
  CourseViewResult,
} from '@unikit/contracts/courses'
import { api } from '../api/api.ts'

/**
 * The one course list's calls (docs/product/course-page.md): the shell's course page, header suggestions and "My
 * courses", and the orders form's course. Each is async and rejects with ky's errors (`readApiError`).
 */
export const courseApi = {
  /** One course by its code as typed; 404 `COURSE_NOT_LISTED` when the list has no such course. */
  get: async (code: string): Promise<CourseView> =>
    (await api.get('private/course/get', { searchParams: { code } }).json<CourseViewResult>()).data,
  /** Courses whose code or name matches what is typed; `signal` drops an answer overtaken by more typing. */
  suggest: async (q: string, signal?: AbortSignal): Promise<CourseRef[]> =>
    (
      await api
        .get('private/course/suggest', { searchParams: { q }, retry: 0, ...(signal ? { signal } : {}) })
        .json<CourseRefList>()
    ).data,
  /** The reader's starred courses, the newest star first. */
  starred: async (): Promise<CourseRef[]> =>
    (await api.get('private/course/starred').json<CourseRefList>()).data,
  star: async (code: string, starred: boolean): Promise<boolean> =>
    (await api.post('private/course/star', { json: { code, starred }, retry: 0 }).json<CourseStarResult>())
      .data.starred,
}
