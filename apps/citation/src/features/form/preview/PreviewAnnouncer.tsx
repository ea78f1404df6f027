import { useEffect, useRef, useState } from 'react'

/** Quiet time after the last change before the new reference is read out. */
export const ANNOUNCE_DELAY_MS = 1500

/**
 * A polite live region that reads the reference once typing pauses, not on every keystroke. Nothing is read
 * when the form opens: only changes are announced.
 */
export function PreviewAnnouncer({ text }: { text: string }) {
  const [spoken, setSpoken] = useState('')
  const mounted = useRef(false)
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true
      return
    }
    const timer = setTimeout(() => setSpoken(text ? `Preview: ${text}` : ''), ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])
  return (
    <div className="uk-visually-hidden" aria-live="polite">
      {spoken}
    </div>
  )
}
