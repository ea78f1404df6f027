/** What one tab tells the others: never the session itself, which no script can read. */
export type SessionNews = 'signed-in' | 'signed-out'

const CHANNEL = 'unikit:session'
type Listener = (news: SessionNews) => void

let channel: BroadcastChannel | null | undefined

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel
  channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null
  // In Node (tests) an open channel would keep the process alive.
  ;(channel as { unref?: () => void } | null)?.unref?.()
  return channel
}

/** Tells the page's other tabs that this one signed in or out (a BroadcastChannel reaches only the others). */
export function announceSession(news: SessionNews): void {
  open()?.postMessage(news)
}

/** Listens for another tab's news; returns the unsubscribe function. */
export function onSessionNews(listener: Listener): () => void {
  const target = open()
  if (!target) return () => {}
  const handle = (event: MessageEvent) => {
    if (event.data === 'signed-in' || event.data === 'signed-out') listener(event.data)
  }
  target.addEventListener('message', handle)
  return () => target.removeEventListener('message', handle)
}
