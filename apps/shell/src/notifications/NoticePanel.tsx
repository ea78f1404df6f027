import { readApiError, useApiResource } from '@unikit/auth'
import type { Notice } from '@unikit/contracts/notifications'
import { Button, formatDateTime, Spinner, toast, VisuallyHidden } from '@unikit/design-system'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { useStore } from 'zustand'
import styles from './NoticeBell.module.css'
import { noticeStore, setUnread } from './noticeStore.ts'
import { notificationsApi } from './notificationsApi.ts'

/**
 * The bell's panel: the newest notices (ten, then "Show more"), each a link to its page that marks it read, with
 * Mark read for one and Mark all read; loading, empty and failed states say so, the last with Retry.
 */
export function NoticePanel({ id, onClose }: { id: string; onClose: (refocus: boolean) => void }) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const version = useStore(noticeStore, (state) => state.version)
  const unread = useStore(noticeStore, (state) => state.unread) ?? 0
  const [pages, setPages] = useState(1)
  const [busy, setBusy] = useState(false)
  const list = useApiResource(async () => {
    const answers = await Promise.all(Array.from({ length: pages }, (_, n) => notificationsApi.list(n + 1)))
    const last = answers.at(-1)
    if (last) setUnread(last.unread)
    return { notices: answers.flatMap((answer) => answer.data), hasMore: last?.has_more ?? false }
    // A new count (a notice arrived, one was read elsewhere) reloads what is shown.
  }, [pages, version])

  useEffect(() => heading.current?.focus(), [])

  const markRead = async (which: { id: string } | { all: true }) => {
    setBusy(true)
    try {
      setUnread(await notificationsApi.markRead(which))
    } catch (error) {
      toast(readApiError(error).message, { type: 'error' })
    } finally {
      setBusy(false)
    }
  }
  const open = (notice: Notice) => {
    if (!notice.readAt) void notificationsApi.markRead({ id: notice.id }).then(setUnread, () => {})
    onClose(false)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    event.stopPropagation()
    onClose(true)
  }

  const notices = list.data?.notices
  return (
    <section id={id} className={styles.panel} aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <div className={styles.panelHead}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          Your notifications
        </h2>
        <Button
          size="sm"
          variant="secondary"
          disabled={unread === 0 || busy}
          onClick={() => markRead({ all: true })}
        >
          Mark all read
        </Button>
      </div>
      {!notices && list.status === 'error' ? (
        <div className={styles.state} role="alert">
          <p>Your notifications could not be loaded. {list.error.message}</p>
          <Button size="sm" variant="secondary" onClick={list.reload}>
            Retry
          </Button>
        </div>
      ) : !notices ? (
        <div className={styles.state}>
          <Spinner label="Loading your notifications" />
        </div>
      ) : notices.length === 0 ? (
        <p className={styles.state}>
          Nothing yet. Quotes, deliveries, messages from our staff and top-ups are told here as they happen.
        </p>
      ) : (
        <>
          <ul className={styles.list}>
            {notices.map((notice) => (
              <li key={notice.id} className={notice.readAt ? styles.read : styles.unread}>
                <Link to={notice.link} className={styles.link} onClick={() => open(notice)}>
                  <span className={styles.title}>
                    {!notice.readAt && <VisuallyHidden>Unread: </VisuallyHidden>}
                    {notice.title}
                  </span>
                  <span className={styles.text}>{notice.text}</span>
                  <time className={styles.time} dateTime={notice.createdAt}>
                    {formatDateTime(notice.createdAt)}
                  </time>
                </Link>
                {!notice.readAt && (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    aria-label={`Mark read: ${notice.title}`}
                    onClick={() => markRead({ id: notice.id })}
                  >
                    Mark read
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {list.data?.hasMore && (
            <Button
              size="sm"
              variant="secondary"
              loading={list.status === 'loading'}
              onClick={() => setPages((n) => n + 1)}
            >
              Show more
            </Button>
          )}
        </>
      )}
      <Link to="/account?tab=notifications" className={styles.settings} onClick={() => onClose(false)}>
        Notification settings
      </Link>
    </section>
  )
}
