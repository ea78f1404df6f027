import { courseFolder, mostHelpfulBelow } from '../db/courseShelf.ts'
import type { DriveDb } from '../db/schema.ts'
import type { Reader } from './readAccess.ts'
import { toDriveItems } from './toDriveItems.ts'

/**
 * The course page's samples (docs/product/course-page.md#samples): the archive's folder for the course and its most
 * helpful samples at any depth below it. A course of the list with no folder yet has no samples, not an error.
 */
export async function courseSamples(db: DriveDb, reader: Reader, code: string, limit: number) {
  const folder = await courseFolder(db, code)
  if (!folder) return { folder: null, samples: [] }
  const [shelf, samples] = await Promise.all([
    toDriveItems(db, reader, [folder]),
    mostHelpfulBelow(db, folder.id, limit).then((rows) => toDriveItems(db, reader, rows)),
  ])
  return { folder: shelf[0] ?? null, samples }
}
