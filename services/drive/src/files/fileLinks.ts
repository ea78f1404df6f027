import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ItemStatus } from '@unikit/contracts/drive'

export interface FileLink {
  id: string
  /** Unix seconds. */
  exp: number
  /** A download link made for this student: the download counts for them (once a day). */
  by?: string | undefined
  /** A link to the file's preview, not to the file. */
  thumb?: boolean | undefined
}

/**
 * Signed file links (docs/decisions/0610-signed-file-links.md): a `<video>`, a PDF's range requests, an `<img>`
 * preview and a Download link cannot send the session, so `get` and every list hand out links signed for one item,
 * one status and one hour. A link stops working when the item's status changes (a takedown, a rejection).
 */
export function fileLinkSigner(internalToken: string | undefined) {
  // One key per deployment: derived from the shared internal token, so every instance accepts every link;
  // without one (a developer's machine, one process) a random key per start is enough.
  const key = internalToken
    ? createHmac('sha256', internalToken).update('unikit:drive:file-links').digest()
    : randomBytes(32)
  const sign = (link: FileLink, status: ItemStatus) => {
    const message = `${link.thumb ? 'thumb.' : ''}${link.id}.${link.exp}.${status}${link.by ? `.${link.by}` : ''}`
    return createHmac('sha256', key).update(message).digest('base64url').slice(0, 43)
  }
  return {
    sign,
    /** True when `sig` was made for this link and status, and the expiry has not passed. */
    verify(link: FileLink, status: ItemStatus, sig: string, nowSeconds = Date.now() / 1000): boolean {
      if (link.exp < nowSeconds) return false
      const expected = Buffer.from(sign(link, status))
      const given = Buffer.from(sig)
      return expected.length === given.length && timingSafeEqual(expected, given)
    },
  }
}

export type FileLinkSigner = ReturnType<typeof fileLinkSigner>
