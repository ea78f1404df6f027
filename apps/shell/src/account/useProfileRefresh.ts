import { refreshProfile } from '@unikit/auth'
import { useEffect } from 'react'

/** The balance changes elsewhere (orders, top-ups): a tab coming back reloads it, at most once a minute. */
export const PROFILE_REFRESH_INTERVAL_MS = 60_000

/**
 * Keeps the stored profile and balance current: asks the server for the session when the app starts (an HttpOnly cookie the page cannot see), and
 * again when the tab regains focus if they are older than a minute. A 401 ends the session (the API client)
 * and reopens the sign-in dialog (the dialog host); other failures keep what is shown.
 */
export function useProfileRefresh() {
  useEffect(() => {
    const refresh = (maxAge: number) => {
      refreshProfile({ maxAge }).catch(() => {})
    }
    const onFocus = () => refresh(PROFILE_REFRESH_INTERVAL_MS)
    const onVisibility = () => {
      if (document.visibilityState === 'visible') refresh(PROFILE_REFRESH_INTERVAL_MS)
    }
    refresh(0)
    window.addEventListener('focus', onFocus)
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      window.removeEventListener('focus', onFocus)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [])
}
