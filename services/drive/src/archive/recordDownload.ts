import { countDownload } from '../db/downloads.ts'
import type { DriveDb } from '../db/schema.ts'
import type { Downloadable } from './downloadableFile.ts'

/**
 * Counts a download by the student its signed link was made for (docs/product/archive.md): a Download, not the
 * viewer's inline reads, and only the request that starts at the first byte, so a resumed or seeking read is not
 * counted again.
 */
export async function recordDownload(
  db: DriveDb,
  file: Downloadable,
  request: { inline: boolean; range: string | undefined },
): Promise<void> {
  const fromStart = !request.range || /^bytes=0-/.test(request.range)
  if (file.countFor && !request.inline && fromStart) await countDownload(db, file.itemId, file.countFor)
}
