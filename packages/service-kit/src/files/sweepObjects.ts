import { catalogue, forgetEntries, takeSweepable } from './objectCatalogue.ts'
import type { FilesContext } from './uploadFile.ts'

const BATCH = 100

/**
 * Deletes the objects no row will ever point at: discarded ones, and pending ones older than `graceMs` (their
 * upload died with its process). The entries go in the same transaction as the locks, after the bytes, so an
 * object is never forgotten while still stored. Also clears storage's own leftovers (temporary files).
 */
export async function sweepObjects<DB>(context: FilesContext<DB>, graceMs: number): Promise<number> {
  let deleted = 0
  for (;;) {
    const batch = await context.db.transaction().execute(async (trx) => {
      const ids = await takeSweepable(catalogue(trx), graceMs, BATCH)
      for (const id of ids) await context.storage.delete(id)
      await forgetEntries(catalogue(trx), ids)
      return ids.length
    })
    deleted += batch
    if (batch < BATCH) break
  }
  await context.storage.sweepPartial(graceMs)
  return deleted
}
