import { useState } from 'react'

/** The sidebar's polite live region: what the last move or action did, read out by screen readers. */
export function useSidebarAnnouncer() {
  const [announcement, setAnnouncement] = useState('')
  const announce = (message: string) => {
    // A repeated message must still be read out: the region's text has to change.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message))
  }
  return { announcement, announce }
}
