import type { TeachersDb } from './schema.ts'

export async function addCourseStar(db: TeachersDb, userId: string, courseId: number): Promise<void> {
  await db
    .insertInto('course_stars')
    .values({ user_id: userId, course_id: courseId })
    .onConflict((conflict) => conflict.columns(['user_id', 'course_id']).doNothing())
    .execute()
}

export async function removeCourseStar(db: TeachersDb, userId: string, courseId: number): Promise<void> {
  await db
    .deleteFrom('course_stars')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute()
}

export async function hasCourseStar(db: TeachersDb, userId: string, courseId: number): Promise<boolean> {
  const row = await db
    .selectFrom('course_stars')
    .select('course_id')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst()
  return row !== undefined
}

/** A student's starred courses, the newest star first. */
export function starredCourses(db: TeachersDb, userId: string) {
  return db
    .selectFrom('course_stars as s')
    .innerJoin('courses as c', 'c.id', 's.course_id')
    .select(['c.code', 'c.name', 's.created_at'])
    .where('s.user_id', '=', userId)
    .orderBy('s.created_at', 'desc')
    .orderBy('c.code')
    .execute()
}

/** A deleted account's stars go; how many. */
export async function eraseCourseStars(db: TeachersDb, userId: string): Promise<number> {
  const result = await db.deleteFrom('course_stars').where('user_id', '=', userId).executeTakeFirst()
  return Number(result.numDeletedRows)
}
