/** Links are treated as expired this long before the time they carry: the reader's clock may be behind. */
export const LINK_EXPIRY_MARGIN_MS = 30_000

/**
 * Whether a file that failed to load (pdf.js, the video, the image) should fetch its item again for fresh signed
 * links: only when its links have expired, and once per set of links, so a file that fails for another reason
 * shows its error instead of asking again and again (docs/product/archive.md).
 */
export function shouldRefreshLinks(
  linksExpireAt: string | null,
  now: number,
  alreadyRefreshedFor: string | null,
): boolean {
  if (!linksExpireAt || linksExpireAt === alreadyRefreshedFor) return false
  const expires = Date.parse(linksExpireAt)
  return !Number.isNaN(expires) && now >= expires - LINK_EXPIRY_MARGIN_MS
}
