import { useCallback, useRef } from 'react'
import { shouldRefreshLinks } from './shouldRefreshLinks.ts'

/**
 * What a file view asks when the file stops loading: the signed links last an hour, so after that the item is
 * fetched again, once per set of links, and the view goes on with the new ones. True while it refetches.
 */
export function useLinkRefresh(item: { links_expire_at: string | null } | undefined, reload: () => void) {
  const refreshedFor = useRef<string | null>(null)
  const expiresAt = item?.links_expire_at ?? null
  return useCallback(() => {
    if (!shouldRefreshLinks(expiresAt, Date.now(), refreshedFor.current)) return false
    refreshedFor.current = expiresAt
    reload()
    return true
  }, [expiresAt, reload])
}
