import { foldText, textProblem } from '@unikit/contracts'
import {
  ARCHIVE_DESCRIPTION_MAX_LENGTH,
  ARCHIVE_TITLE_MAX_LENGTH,
  ARCHIVE_YEAR_MAX,
  ARCHIVE_YEAR_MIN,
  archiveSampleKinds,
} from '@unikit/contracts/drive'
import { compactCode } from '@unikit/service-kit'
import type { ManifestRow } from './readManifest.ts'

export interface PlaceFolder {
  id: string
  name: string
  code: string | null
  root: string
}

/** A row whose cells make sense, ready for its file to be checked. */
export interface CheckedRow {
  folder: PlaceFolder
  title: string
  year: number | null
  semester: number | null
  kind: string | null
  description: string | null
}

/**
 * A manifest row's cells, checked as an upload's fields are (docs/product/archive.md#bulk-import): a title of 3
 * to 160 characters of plain text, a course code or major the archive has, a year and semester if given, a
 * known kind. The reason in plain words when a cell is wrong.
 */
export function checkRow(row: ManifestRow, folders: readonly PlaceFolder[]): CheckedRow | { reason: string } {
  if (!row.path) return { reason: 'No file path' }
  const title = row.title.trim()
  if (title.length < 3 || title.length > ARCHIVE_TITLE_MAX_LENGTH || textProblem(title, 'name')) {
    return { reason: `The title must be 3 to ${ARCHIVE_TITLE_MAX_LENGTH} characters of plain text` }
  }
  const folder = findPlace(row.place, folders)
  if (!folder)
    return { reason: row.place ? `No course or major "${row.place}" in the archive` : 'No course or major' }
  const year = row.year ? Number(row.year) : null
  if (year !== null && !(Number.isInteger(year) && year >= ARCHIVE_YEAR_MIN && year <= ARCHIVE_YEAR_MAX)) {
    return { reason: `The year "${row.year}" is not a year` }
  }
  const semester = row.semester ? Number(row.semester.replace(/^s(emester)?\s*/i, '')) : null
  if (semester !== null && ![1, 2, 3].includes(semester)) return { reason: `The semester must be 1, 2 or 3` }
  const kind = row.kind ? findKind(row.kind) : null
  if (row.kind && !kind) return { reason: `Unknown kind "${row.kind}"` }
  const description = row.description.trim() || null
  if (
    description &&
    (description.length > ARCHIVE_DESCRIPTION_MAX_LENGTH || textProblem(description, 'text'))
  ) {
    return {
      reason: `The description must be at most ${ARCHIVE_DESCRIPTION_MAX_LENGTH} characters of plain text`,
    }
  }
  return { folder, title, year, semester, kind, description }
}

/** A course or major by its code (`econ 1192` is ECON1192) or by its name, diacritics aside. */
function findPlace(place: string, folders: readonly PlaceFolder[]): PlaceFolder | undefined {
  const code = compactCode(foldText(place))
  const name = foldText(place)
  if (!name) return undefined
  return (
    folders.find((folder) => folder.code && folder.code.toLowerCase() === code) ??
    folders.find((folder) => foldText(folder.name) === name)
  )
}

function findKind(kind: string): string | null {
  const folded = foldText(kind).replace(/[\s-]+/g, '_')
  return (
    archiveSampleKinds.find(
      (option) => option.value === folded || foldText(option.label).replace(/\s+/g, '_') === folded,
    )?.value ?? null
  )
}
