import { audiovisual } from './formats/audiovisual.ts'
import { books } from './formats/books.ts'
import { conferences } from './formats/conferences.ts'
import { images } from './formats/images.ts'
import { journals } from './formats/journals.ts'
import { newspapers } from './formats/newspapers.ts'
import { otherSources } from './formats/other.ts'
import { reports } from './formats/reports.ts'
import { socialMedia } from './formats/social.ts'
import { theses } from './formats/theses.ts'
import { websites } from './formats/websites.ts'
import type { FormatDefinition } from './types.ts'

/** Every format: the 43 of docs/product/citations.md#formats plus format 65 (DVD film, hidden from menus). */
export const formats: readonly FormatDefinition[] = [
  ...books,
  ...journals,
  ...newspapers,
  ...socialMedia,
  ...websites,
  ...reports,
  ...audiovisual,
  ...images,
  ...conferences,
  ...theses,
  ...otherSources,
]

const byId = new Map(formats.map((format) => [format.id, format]))

/** The format with this id, or undefined. */
export function findFormat(formatId: number): FormatDefinition | undefined {
  return byId.get(formatId)
}

/** The format with this id; throws a RangeError naming the id when there is none. */
export function getFormat(formatId: number): FormatDefinition {
  const format = byId.get(formatId)
  if (!format) throw new RangeError(`Unknown citation format id ${formatId}`)
  return format
}
