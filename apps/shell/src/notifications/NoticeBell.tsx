import { Icon, Spinner, useDismissOnOutsidePress } from '@unikit/design-system'
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useStore } from 'zustand'
import styles from './NoticeBell.module.css'
import { noticeStore } from './noticeStore.ts'

// The panel is a chunk of its own, fetched when the bell is first opened: the header's first load carries the
// button and its count only (docs/decisions/0622-shell-initial-js-budget.md).
const NoticePanel = lazy(() => import('./NoticePanel.tsx').then((m) => ({ default: m.NoticePanel })))

/** What a screen reader hears for the bell: its name with the count. */
export function bellLabel(unread: number | null): string {
  if (unread === null || unread === 0) return 'Notifications, none unread'
  return `Notifications, ${unread} unread`
}

/**
 * The header's bell (docs/product/platform.md#notifications): the unread count on the button, and a panel of the
 * newest notices under it, opened and closed by the button (a disclosure), closed by Escape, a press outside or
 * choosing a notice. The count is kept current by `useUnreadPolling` in the layout.
 */
export function NoticeBell() {
  const unread = useStore(noticeStore, (state) => state.unread)
  const { pathname } = useLocation()
  // Open on the page where it was opened: a new page closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const close = useCallback((refocus: boolean) => {
    setOpenAt(null)
    if (refocus) button.current?.focus()
  }, [])
  useDismissOnOutsidePress(root, open, () => close(false))
  const shown = unread === null || unread === 0 ? null : unread > 99 ? '99+' : String(unread)

  return (
    <div ref={root} className={styles.bell}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close(false) : setOpenAt(pathname))}
      >
        <Icon name="bell" size={20} />
        {shown && (
          <span className={styles.count} aria-hidden="true">
            {shown}
          </span>
        )}
      </button>
      {open && (
        <Suspense
          fallback={
            <div className={styles.panel}>
              <Spinner label="Loading your notifications" />
            </div>
          }
        >
          <NoticePanel id={panelId} onClose={close} />
        </Suspense>
      )}
    </div>
  )
}
