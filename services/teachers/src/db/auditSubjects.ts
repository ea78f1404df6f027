import { type AuditSubject, auditSubjectIds, auditSubjectKey } from '@unikit/service-kit'
import type { Kysely } from 'kysely'
import type { TeachersDatabase } from './schema.ts'

const numeric = (subjects: AuditSubject[], type: string) =>
  auditSubjectIds(subjects, type).map(Number).filter(Number.isSafeInteger)

/**
 * How staff know the records of a page of the audit log: a lecturer by name, an insight by its number and
 * lecturer, a course by code and name, a tag by name (a deleted tag keeps its recorded name).
 */
export async function auditSubjectNames(
  db: Kysely<TeachersDatabase>,
  subjects: AuditSubject[],
): Promise<Map<string, string>> {
  const teacherIds = numeric(subjects, 'teacher')
  const ratingIds = numeric(subjects, 'rating')
  const courseIds = numeric(subjects, 'course')
  const tagIds = numeric(subjects, 'tag')
  const [teachers, ratings, courses, tags] = await Promise.all([
    teacherIds.length > 0
      ? db.selectFrom('teachers').select(['id', 'fullname']).where('id', 'in', teacherIds).execute()
      : [],
    ratingIds.length > 0
      ? db
          .selectFrom('ratings')
          .innerJoin('teachers', 'teachers.id', 'ratings.teacher_id')
          .select(['ratings.id', 'teachers.fullname'])
          .where('ratings.id', 'in', ratingIds)
          .execute()
      : [],
    courseIds.length > 0
      ? db.selectFrom('courses').select(['id', 'code', 'name']).where('id', 'in', courseIds).execute()
      : [],
    tagIds.length > 0 ? db.selectFrom('tags').select(['id', 'name']).where('id', 'in', tagIds).execute() : [],
  ])
  const key = (type: string, id: number) => auditSubjectKey(type, String(id))
  return new Map([
    ...teachers.map((row) => [key('teacher', row.id), row.fullname]),
    ...ratings.map((row) => [key('rating', row.id), `Insight ${row.id} on ${row.fullname}`]),
    ...courses.map((row) => [key('course', row.id), `${row.code} ${row.name}`]),
    ...tags.map((row) => [key('tag', row.id), row.name]),
  ] as [string, string][])
}
