import { text } from 'node:stream/consumers'
import { parse } from 'csv-parse/sync'
import type { Entry } from 'yauzl'
import type { OpenZip } from './zipSource.ts'

/** One line of `manifest.csv` as written (the header is line 1). */
export interface ManifestRow {
  line: number
  path: string
  title: string
  /** A course code or a major, by code or name. */
  place: string
  year: string
  semester: string
  kind: string
  description: string
}

/** What each column may be called in a manifest's header (lower case). */
const columns: Record<keyof Omit<ManifestRow, 'line'>, readonly string[]> = {
  path: ['path', 'file', 'filename'],
  title: ['title', 'name'],
  place: ['course', 'course code', 'course code or major', 'course_or_major', 'major', 'place'],
  year: ['year'],
  semester: ['semester'],
  kind: ['kind', 'type'],
  description: ['description', 'note'],
}

const MANIFEST_MAX_BYTES = 5 * 1024 * 1024

/**
 * The zip's `manifest.csv` (at its root, or in the one folder that holds everything) and the folder the rows'
 * paths are relative to; a string saying what is wrong when there is none or it cannot be read.
 */
export async function readManifest(zip: OpenZip): Promise<{ rows: ManifestRow[]; base: string } | string> {
  const found = [...zip.entries.values()].filter((entry) => /^([^/]+\/)?manifest\.csv$/i.test(entry.fileName))
  const manifest = found.sort((a, b) => a.fileName.length - b.fileName.length)[0]
  if (!manifest) return 'The zip has no manifest.csv at its root'
  if (manifest.uncompressedSize > MANIFEST_MAX_BYTES) return 'manifest.csv is larger than 5 MB'
  const base = manifest.fileName.slice(0, manifest.fileName.length - 'manifest.csv'.length)
  let records: string[][]
  try {
    records = parse(await readText(zip, manifest), {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    })
  } catch (error) {
    return `manifest.csv is not valid CSV: ${(error as Error).message}`
  }
  const header = (records[0] ?? []).map((name) => name.toLowerCase())
  const at = (names: readonly string[]) => header.findIndex((name) => names.includes(name))
  const index = Object.fromEntries(Object.entries(columns).map(([key, names]) => [key, at(names)])) as Record<
    keyof typeof columns,
    number
  >
  const missing = (['path', 'title', 'place'] as const).filter((key) => index[key] < 0)
  if (missing.length > 0) {
    return `manifest.csv needs the columns path, title and course (course code or major); it has ${header.join(', ') || 'none'}`
  }
  const cell = (record: string[], key: keyof typeof columns) =>
    index[key] < 0 ? '' : (record[index[key]] ?? '')
  const rows = records.slice(1).map((record, n) => ({
    line: n + 2,
    path: cell(record, 'path').replace(/^\.?\//, ''),
    title: cell(record, 'title'),
    place: cell(record, 'place'),
    year: cell(record, 'year'),
    semester: cell(record, 'semester'),
    kind: cell(record, 'kind'),
    description: cell(record, 'description'),
  }))
  return { rows, base }
}

async function readText(zip: OpenZip, entry: Entry): Promise<string> {
  return text(await zip.read(entry))
}
