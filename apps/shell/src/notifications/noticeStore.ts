import { createStore } from 'zustand/vanilla'

export interface NoticeState {
  /** Unread notices, or null until the count is first known. */
  unread: number | null
  /** Goes up each time the count changes: an open panel reloads its list. */
  version: number
}

/** The bell's count, shared by the desktop header and the phone bar; written by `useUnreadPolling` and the panel. */
export const noticeStore = createStore<NoticeState>(() => ({ unread: null, version: 0 }))

export function setUnread(unread: number): void {
  const state = noticeStore.getState()
  if (state.unread !== unread) noticeStore.setState({ unread, version: state.version + 1 })
}
