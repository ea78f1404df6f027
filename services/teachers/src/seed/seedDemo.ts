import { foldText } from '@unikit/contracts'
import { currentSemester, semesterIndex } from '@unikit/contracts/teachers'
import { insertCourses, replaceCourses } from '../db/courses.ts'
import { hasAnyLecturer, insertLecturer } from '../db/lecturers.ts'
import { insertRatings } from '../db/ratings.ts'
import { insertTags } from '../db/tags.ts'
import type { TeachersApp } from '../TeachersApp.ts'
import { demoCourses, demoLecturers, demoNotes, demoTags } from './demoCatalogue.ts'

/** A small deterministic generator (mulberry32): the same demo insights on every machine. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const clampScore = (value: number) => Math.min(5, Math.max(1, Math.round(value)))
/** The grade a demo student received, by their overall score: a rough link, as in real insights. */
const demoGrades = ['PA', 'CR', 'CR', 'DI', 'HD'] as const

/**
 * `SEED_DEMO=1`: thirty lecturers, their courses, the tag list and about four hundred insights from the last
 * eight semesters (docs/product/feedback.md#demo-data). Once: a database that has lecturers is left alone.
 */
export async function seedDemo(app: TeachersApp, now = new Date()): Promise<void> {
  await app.db.transaction().execute(async (trx) => {
    if (await hasAnyLecturer(trx)) return
    const courses = await insertCourses(
      trx,
      demoCourses.map(({ code, name }) => ({ code, name, search_name: foldText(`${code} ${name}`) })),
    )
    const courseId = new Map(courses.map((course) => [course.code, course.id]))
    await insertTags(trx, demoTags)
    const next = random(20_261_125)
    const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T
    const { year, semester } = currentSemester(now)
    const latest = semesterIndex(year, semester)
    let author = 0
    for (const lecturer of demoLecturers) {
      const { id } = await insertLecturer(trx, {
        fullname: lecturer.fullname,
        search_name: foldText(lecturer.fullname),
        major: lecturer.major,
        campus: lecturer.campus,
        bio: `${lecturer.fullname} teaches ${lecturer.major.toLowerCase()} at RMIT Vietnam, ${lecturer.campus} campus.`,
        hobbies: lecturer.hobbies,
        style: lecturer.style,
      })
      const teacherId = Number(id)
      const ids = lecturer.courses.map((code) => courseId.get(code) as number)
      await replaceCourses(trx, teacherId, ids)
      const count = 6 + Math.floor(next() * 15)
      const rows = Array.from({ length: count }, () => {
        // Older semesters weigh a little lower for some lecturers: the recent averages differ from all time.
        const index = latest - Math.floor(next() * 8)
        const drift = (latest - index) * (lecturer.quality > 4 ? -0.05 : 0.05)
        const overall = clampScore(lecturer.quality + drift + (next() - 0.5) * 2)
        const notes = overall >= 4 ? demoNotes.high : overall >= 3 ? demoNotes.mid : demoNotes.low
        const tags = [...new Set(Array.from({ length: Math.floor(next() * 4) }, () => pick(demoTags)))]
        author += 1
        const semesterStart = Date.UTC(Math.floor(index / 3), [1, 5, 9][index % 3] as number, 15)
        const createdAt = new Date(
          Math.min(now.getTime() - 3_600_000, semesterStart + next() * 100 * 86_400_000),
        )
        return {
          created_at: createdAt,
          teacher_id: teacherId,
          course_id: pick(ids),
          author_id: `demo-student-${author}`,
          year: Math.floor(index / 3),
          semester: (index % 3) + 1,
          note: pick(notes),
          tags,
          r_all: overall,
          r_nice: clampScore(overall + (next() - 0.5) * 2),
          r_fair: clampScore(overall + (next() - 0.5) * 2),
          r_time: clampScore(overall + (next() - 0.5) * 2),
          r_hard: clampScore(2 + next() * 3),
          // From the scores already drawn, so the demo's other numbers stay as they were.
          would_take_again: author % 7 === 0 ? null : overall >= 3,
          grade: author % 3 === 0 ? null : (demoGrades[overall - 1] ?? null),
        }
      })
      await insertRatings(trx, rows)
    }
  })
}
