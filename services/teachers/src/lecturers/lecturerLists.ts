import type { TeacherSummary } from '@unikit/contracts/teachers'
import { nameSearch } from '@unikit/service-kit'
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

/**
 * Lecturers still teaching whose name matches by the kit's name search (diacritics ignored, typos tolerated:
 * docs/decisions/0755-one-name-search-in-the-kit.md) or whose course code does; nothing for a blank name.
 */
export async function lecturerSearch(db: TeachersDb, name: string, paging: Paging): LecturerList {
  const search = nameSearch(name)
  if (!search) return { data: [], total: 0 }
  return summarised(db, await searchLecturers(db, search, { ...paging, includeRetired: false }))
}

/** The desk's list: retired lecturers too, matching the name if one is given, else the recently rated first. */
export async function staffLecturerList(
  db: TeachersDb,
  name: string | undefined,
  paging: Paging,
): LecturerList {
  const search = nameSearch(name ?? '')
  return summarised(
    db,
    search
      ? await searchLecturers(db, search, { ...paging, includeRetired: true })
      : await listRecentlyRated(db, paging, { includeRetired: true }),
  )
}
