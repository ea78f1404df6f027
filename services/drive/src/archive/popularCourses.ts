import { popularCourses as mostOpenedCourses } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

const POPULAR_COURSES = 4

/** The "Popular Courses" block: the course folders whose files students open most. */
export async function popularCourses(db: DriveDb, reader: Reader) {
  return toDriveItems(db, reader, await mostOpenedCourses(db, POPULAR_COURSES))
}
