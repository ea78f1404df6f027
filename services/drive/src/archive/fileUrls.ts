import { FILE_LINK_TTL_SECONDS } from '@unikit/contracts/drive'
import type { ItemRow } from '../db/items.ts'
import type { FileLinkSigner } from '../files/fileLinks.ts'

const base = '/api/private/drive'

/**
 * A file's links for the viewer and for Download (docs/decisions/0610-signed-file-links.md). The Download link
 * names the reader, so the download counts for them once a day.
 */
export function fileUrls(
  row: Pick<ItemRow, 'id' | 'status'>,
  signer: FileLinkSigner,
  userId: string,
  now: Date,
) {
  const exp = Math.floor(now.getTime() / 1000) + FILE_LINK_TTL_SECONDS
  const view = `${base}/download?id=${row.id}&exp=${exp}&sig=${signer.sign({ id: row.id, exp }, row.status)}&inline=true`
  const sig = signer.sign({ id: row.id, exp, by: userId }, row.status)
  const download = `${base}/download?id=${row.id}&exp=${exp}&by=${userId}&sig=${sig}`
  return { view, download, expiresAt: new Date(exp * 1000).toISOString() }
}

/**
 * A preview's link. Its expiry is the end of the next whole hour, so every list in the same hour hands out the
 * same address and the browser's cache keeps the image (docs/decisions/0751-previews-in-a-background-job.md).
 */
export function thumbnailUrl(
  row: Pick<ItemRow, 'id' | 'status' | 'thumbnail_object_id'>,
  signer: FileLinkSigner,
  now = new Date(),
): string | null {
  if (!row.thumbnail_object_id) return null
  const exp = (Math.floor(now.getTime() / 3_600_000) + 2) * 3600
  return `${base}/thumbnail?id=${row.id}&exp=${exp}&sig=${signer.sign({ id: row.id, exp, thumb: true }, row.status)}`
}
