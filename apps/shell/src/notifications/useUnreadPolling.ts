import { refreshProfile } from '@unikit/auth'
import { useEffect } from 'react'
import { noticeStore, setUnread } from './noticeStore.ts'
import { notificationsApi } from './notificationsApi.ts'

/** How often a visible tab asks for the unread count. */
export const POLL_INTERVAL_MS = 20_000
/** After failures the wait doubles up to this. */
export const POLL_MAX_INTERVAL_MS = 5 * 60_000
/** A tab coming back asks at once, unless it asked this recently. */
const FRESH_MS = 5_000

/**
 * Keeps the bell's count current without a reload (docs/decisions/0743-notices-arrive-by-polling.md): asks every
 * POLL_INTERVAL_MS while the tab is visible, never while it is hidden, at once when it comes back, and after a
 * failure waits twice as long each time (up to POLL_MAX_INTERVAL_MS). A count that rises may mean money moved (a
 * top-up credited, a refund), so the balance is reloaded too. Runs while `active` (a signed-in student).
 */
export function useUnreadPolling(active: boolean) {
  useEffect(() => {
    if (!active) {
      noticeStore.setState({ unread: null })
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    let failures = 0
    let lastAsked = 0
    let stopped = false

    const schedule = () => {
      clearTimeout(timer)
      if (stopped || document.visibilityState === 'hidden') return
      const wait = Math.min(POLL_INTERVAL_MS * 2 ** failures, POLL_MAX_INTERVAL_MS)
      timer = setTimeout(ask, wait)
    }
    const ask = async () => {
      clearTimeout(timer)
      lastAsked = Date.now()
      try {
        const before = noticeStore.getState().unread
        const unread = await notificationsApi.unread()
        if (stopped) return
        failures = 0
        setUnread(unread)
        if (before !== null && unread > before) void refreshProfile().catch(() => {})
      } catch {
        failures += 1
      }
      schedule()
    }
    const onBack = () => {
      if (document.visibilityState === 'hidden') return clearTimeout(timer)
      if (Date.now() - lastAsked > FRESH_MS) void ask()
      else schedule()
    }
    void ask()
    document.addEventListener('visibilitychange', onBack)
    window.addEventListener('focus', onBack)
    return () => {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onBack)
      window.removeEventListener('focus', onBack)
    }
  }, [active])
}
