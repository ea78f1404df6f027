import { foldText } from '@unikit/contracts'
import type { CourseNamesBody } from '@unikit/contracts/courses'
import { nameCourseFolders } from '../db/courseShelf.ts'
import type { DriveDb } from '../db/schema.ts'

/**
 * The archive keeps no course names of its own: a Core courses folder with a course's code takes that course's name
 * from the one course list, sent here whole whenever it changes (docs/decisions/0763-one-course-list.md). Search reads
 * the folder by its name and code, so its folded name follows too.
 */
export function followCourseList(db: DriveDb, courses: CourseNamesBody['courses']): Promise<number> {
  return db.transaction().execute((trx) =>
    nameCourseFolders(
      trx,
      courses.map(({ code, name }) => ({ code, name, searchName: foldText(`${name} ${code}`) })),
    ),
  )
}
