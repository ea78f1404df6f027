import { type RunningAccounts, type SignedIn, startAccounts } from '@unikit/accounts/testing'
import { buildTestApp } from '@unikit/service-kit/testing'
import { buildApp } from '../app.ts'
import type { TeachersConfig } from '../config.ts'
import type { TeachersApp } from '../TeachersApp.ts'

/** An answer: the status and the JSON body, read loosely by the tests that check it. */
// biome-ignore lint/suspicious/noExplicitAny: tests assert on the body's shape with toMatchObject
export type Answer = { status: number; body: any }

export interface RunningTeachers {
  app: TeachersApp
  accounts: RunningAccounts
  /** A call with the signed-in user's token (none for `null`): the status and the JSON answer. */
  call(who: SignedIn | null, method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer>
  /** Staff add a lecturer teaching new courses; the lecturer's and the courses' ids. */
  lecturer(
    staff: SignedIn,
    fullname: string,
    codes: string[],
  ): Promise<{ id: number; courses: { id: number; code: string }[] }>
  close(): Promise<void>
}

/** The teachers service on a fresh database, pointed at a real accounts service on loopback. */
export async function startTeachers(config: Partial<TeachersConfig> = {}): Promise<RunningTeachers> {
  const accounts = await startAccounts()
  const app = await buildTestApp(buildApp, {
    config: { ACCOUNTS_URL: accounts.url, INTERNAL_TOKEN: accounts.internalToken, ...config },
  })
  const call: RunningTeachers['call'] = async (who, method, url, payload) => {
    const response = await app.inject({
      method,
      url,
      headers: who ? { authorization: `Bearer ${who.token}` } : {},
      ...(payload ? { payload } : {}),
    })
    return { status: response.statusCode, body: response.body ? response.json() : undefined }
  }
  const lecturer: RunningTeachers['lecturer'] = async (staff, fullname, codes) => {
    const courses = []
    for (const code of codes) {
      const made = await call(staff, 'POST', '/api/private/teacher/staff/course/create', {
        code,
        name: `Course ${code}`,
      })
      if (made.status !== 200) throw new Error(`course ${code}: ${JSON.stringify(made.body)}`)
      courses.push(made.body.data)
    }
    const saved = await call(staff, 'POST', '/api/private/teacher/staff/teacher/save', {
      fullname,
      major: 'Information Technology',
      campus: 'Saigon South',
      bio: '',
      hobbies: '',
      style: '',
      course_ids: courses.map((course) => course.id),
    })
    if (saved.status !== 200) throw new Error(`lecturer ${fullname}: ${JSON.stringify(saved.body)}`)
    return { id: saved.body.data.id, courses }
  }
  return {
    app,
    accounts,
    call,
    lecturer,
    async close() {
      await app.close()
      await accounts.close()
    },
  }
}
