import { foldText } from '@unikit/contracts'
import type { TeacherSummary } from '@unikit/contracts/teachers'
import { listRecentlyRated, searchLecturers } from '../db/lecturers.ts'
import type { TeachersDb } from '../db/schema.ts'
import { lecturerSummaries } from './lecturerSummaries.ts'

type Paging = { page: number; pageSize: number }
type LecturerList = Promise<{ data: TeacherSummary[]; total: number }>

const summarised = async (
  db: TeachersDb,
  found: { rows: Parameters<typeof lecturerSummaries>[1]; total: number },
) => ({
  data: await lecturerSummaries(db, found.rows),
  total: found.total,
})

/** Lecturers still teaching, those with the most recent insights first (docs/product/feedback.md#home). */
export async function recentLecturers(db: TeachersDb, paging: Paging): LecturerList {
  return summarised(db, await listRecentlyRated(db, paging))
}

/** Lecturers still teaching whose name (diacritics ignored) or course code matches; nothing for a blank name. */
export async function lecturerSearch(db: TeachersDb, name: string, paging: Paging): LecturerList {
  const folded = foldText(name)
  if (!folded) return { data: [], total: 0 }
  return summarised(db, await searchLecturers(db, folded, { ...paging, includeRetired: false }))
}

/** The desk's list: retired lecturers too, matching the name if one is given, else the recently rated first. */
export async function staffLecturerList(
  db: TeachersDb,
  name: string | undefined,
  paging: Paging,
): LecturerList {
  const folded = foldText(name ?? '')
  return summarised(
    db,
    folded
      ? await searchLecturers(db, folded, { ...paging, includeRetired: true })
      : await listRecentlyRated(db, paging, { includeRetired: true }),
  )
}
