import { ARCHIVE_YEAR_MAX, ARCHIVE_YEAR_MIN, type StaffItem } from '@unikit/contracts/drive'
import { isUuid } from '../shared/isUuid.ts'
import { titleProblem } from '../upload/uploadForm.ts'

/** What staff may set about a file on the desk, as typed: its title, course or major, year and semester. */
export type SampleFactsDraft = { name: string; folderId: string; year: string; semester: string }
export type SampleFactsField = keyof SampleFactsDraft
export type SampleFactsErrors = Partial<Record<SampleFactsField, string>>
/** The same facts as the service takes them (`PublishBody`, `EditItemBody`). */
export type SampleFacts = { name: string; folder_id: string; year: number | null; semester: number | null }

/** A file's facts as the desk's dialogs start from them: an upload's asked-for course, a published file's own. */
export function sampleFactsDraft(item: StaffItem): SampleFactsDraft {
  return {
    name: item.name,
    folderId: (item.status === 'pending' ? item.requested_folder?.id : item.folder?.id) ?? '',
    year: item.year === null ? '' : String(item.year),
    semester: item.semester === null ? '' : String(item.semester),
  }
}

/**
 * Checks the facts as the service will: a title of 3 to 160 ordinary characters, a course or major, and a year
 * from 2000 to 2100 and a semester 1 to 3, both optional (a semester only with its year).
 */
export function readSampleFacts(draft: SampleFactsDraft): { errors: SampleFactsErrors; facts?: SampleFacts } {
  const errors: SampleFactsErrors = {}
  const name = draft.name.trim()
  const badName = titleProblem(name)
  if (badName) errors.name = badName
  if (!isUuid(draft.folderId)) errors.folderId = 'Choose a course or major'
  const typedYear = draft.year.trim()
  const year = typedYear === '' ? null : Number(typedYear)
  if (year !== null && !(Number.isInteger(year) && year >= ARCHIVE_YEAR_MIN && year <= ARCHIVE_YEAR_MAX))
    errors.year = `A year from ${ARCHIVE_YEAR_MIN} to ${ARCHIVE_YEAR_MAX}, or leave it empty`
  const semester = draft.semester === '' ? null : Number(draft.semester)
  if (semester !== null && year === null && !errors.year) errors.year = 'Give the year of this semester'
  if (Object.keys(errors).length > 0) return { errors }
  return { errors, facts: { name, folder_id: draft.folderId, year, semester } }
}

/** Only what staff changed, so the audit log says what was corrected (an empty object: nothing changed). */
export function changedFacts(item: StaffItem, facts: SampleFacts): Partial<SampleFacts> {
  const before = sampleFactsDraft(item)
  return {
    ...(facts.name !== item.name ? { name: facts.name } : {}),
    ...(facts.folder_id !== before.folderId ? { folder_id: facts.folder_id } : {}),
    ...(facts.year !== item.year ? { year: facts.year } : {}),
    ...(facts.semester !== item.semester ? { semester: facts.semester } : {}),
  }
}
