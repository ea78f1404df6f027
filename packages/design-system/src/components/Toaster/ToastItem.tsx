import { useEffect, useState } from 'react'
import type { Toast } from '../../stores/toastStore.ts'
import { IconButton } from '../IconButton/IconButton.tsx'

type Props = {
  toast: Toast
  onDismiss: (id: string) => void
  dismissLabel: string
}

/**
 * One toast. Its timer pauses while the pointer is over it or focus is inside it, so nobody loses a message
 * they are reading or about to dismiss (WCAG 2.2.1).
 */
export function ToastItem({ toast, onDismiss, dismissLabel }: Props) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const { id, duration } = toast

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return
    const timer = setTimeout(() => onDismiss(id), duration)
    return () => clearTimeout(timer)
  }, [paused, duration, id, onDismiss])

  return (
    <li
      className={`uk-toast uk-toast--${toast.type}`}
      role={toast.type === 'error' ? 'alert' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <span className="uk-toast__icon" aria-hidden="true" />
      <p className="uk-toast__message">{toast.message}</p>
      <IconButton
        className="uk-toast__dismiss"
        size="sm"
        label={dismissLabel}
        icon={
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        }
        onClick={() => onDismiss(id)}
      />
    </li>
  )
}
