import { sql } from 'kysely'
import { fileCount, fileOrderKeys, type ListedRow, listedColumns } from './items.ts'
import type { DriveDb } from './schema.ts'

/**
 * The archive's folder for a course of the list: the published Core courses folder with its code, the one nearest
 * the root when staff nested a second (docs/product/course-page.md#samples).
 */
export function courseFolder(db: DriveDb, code: string): Promise<ListedRow | undefined> {
  return db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where('root', '=', 'core')
    .where('kind', '=', 'folder')
    .where('code', '=', code)
    .where('status', '=', 'published')
    .orderBy(sql`cardinality(items.ancestors)`)
    .orderBy('items.id')
    .limit(1)
    .executeTakeFirst()
}

/** A folder's published files at any depth, most helpful first (then most downloaded, newest). */
export function mostHelpfulBelow(db: DriveDb, folderId: string, limit: number): Promise<ListedRow[]> {
  let query = db
    .selectFrom('items')
    .select([...listedColumns, fileCount])
    .where(sql<boolean>`items.ancestors @> array[${folderId}]`)
    .where('kind', '=', 'file')
    .where('status', '=', 'published')
  for (const key of fileOrderKeys.helpful) query = query.orderBy(key)
  return query.orderBy('items.published_at', 'desc').orderBy('items.id').limit(limit).execute()
}

/** The names of the course folders become their courses' names on the list; how many changed. */
export async function nameCourseFolders(
  db: DriveDb,
  courses: readonly { code: string; name: string; searchName: string }[],
): Promise<number> {
  let renamed = 0
  for (const course of courses) {
    const result = await db
      .updateTable('items')
      .set({ name: course.name, search_name: course.searchName, updated_at: new Date() })
      .where('root', '=', 'core')
      .where('kind', '=', 'folder')
      .where('code', '=', course.code)
      .where('name', '<>', course.name)
      .executeTakeFirst()
    renamed += Number(result.numUpdatedRows)
  }
  return renamed
}
