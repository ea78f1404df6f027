import type { DriveApp } from '../DriveApp.ts'
import { findItem, setThumbnail } from '../db/items.ts'
import type { DriveDb } from '../db/schema.ts'
import { renderThumbnail } from '../files/renderThumbnail.ts'

/** The job kind that makes a file's preview (docs/decisions/0751-previews-in-a-background-job.md). */
export const THUMBNAIL_JOB = 'thumbnail'

/** Asks for a file's preview in the transaction that stores the file: it is made after, never on the request. */
export async function askForThumbnail(app: DriveApp, trx: DriveDb, itemId: string): Promise<void> {
  await app.jobs.enqueue(trx, {
    kind: THUMBNAIL_JOB,
    payload: { id: itemId },
    key: `${THUMBNAIL_JOB}:${itemId}`,
  })
}

/**
 * The job: reads the file from storage, renders its preview and stores it beside the file. A file gone
 * meanwhile, or a type with no picture, ends the job with nothing to do; running it twice replaces the preview.
 */
export async function makeThumbnail(app: DriveApp, itemId: string): Promise<void> {
  const item = await findItem(app.db, itemId)
  if (item?.kind !== 'file' || !item.object_id || !item.mime_type) return
  if (!/^(application\/pdf|image\/|video\/)/.test(item.mime_type)) return
  const object = await app.storage.get(item.object_id)
  if (!object) return
  const chunks: Buffer[] = []
  for await (const chunk of object.body) chunks.push(chunk as Buffer)
  const webp = await renderThumbnail(new Uint8Array(Buffer.concat(chunks)), item.mime_type)
  if (!webp) return
  await app.files.store(webp, 'image/webp', async (written, trx) => {
    const previous = await setThumbnail(trx, item.id, written.id)
    if (previous) await app.files.discard(trx, previous)
  })
}
