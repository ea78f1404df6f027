import type { DevMailList } from '@unikit/contracts/dev'

/**
 * The newest link to `path` (`/u/verify`, `/u/reset`...) mailed to `to`, read from the development outbox at
 * `${origin}/api/dev/mail` as it fills (mail leaves the services' outboxes within moments). Path and query of
 * the link, e.g. `/u/verify?token=...`.
 */
export async function mailedLink(
  origin: string,
  to: string,
  path: string,
  { timeoutMs = 10_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const response = await fetch(`${origin}/api/dev/mail?to=${encodeURIComponent(to)}`)
    if (response.ok) {
      const { data } = (await response.json()) as DevMailList
      const newest = [...data].sort((a, b) => b.sentAt.localeCompare(a.sentAt))
      for (const link of newest.flatMap((mail) => mail.links)) {
        const url = new URL(link)
        if (url.pathname === path) return `${url.pathname}${url.search}`
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no ${path} link mailed to ${to} within ${timeoutMs} ms`)
}
