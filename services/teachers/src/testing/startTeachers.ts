import {
  type Answer,
  type BehindAccounts,
  type SignedIn,
  startBehindAccounts,
} from '@unikit/accounts/testing'
import { buildApp } from '../app.ts'
import type { TeachersConfig } from '../config.ts'
import type { TeachersApp } from '../TeachersApp.ts'

export type { Answer }

export interface RunningTeachers extends BehindAccounts<TeachersApp> {
  /** Staff add a lecturer teaching new courses; the lecturer's and the courses' ids. */
  lecturer(
    staff: SignedIn,
    fullname: string,
    codes: string[],
  ): Promise<{ id: number; courses: { id: number; code: string }[] }>
}

/** The teachers service on a fresh database, pointed at a real accounts service on loopback. */
export async function startTeachers(config: Partial<TeachersConfig> = {}): Promise<RunningTeachers> {
  const running = await startBehindAccounts(buildApp, config)
  const { call } = running
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
  return { ...running, lecturer }
}
