import { type ReactNode, useEffect, useRef, useState } from 'react'

export type WhenNearProps = {
  /** Drawn once the place comes within `margin` of the screen. */
  children: ReactNode
  /** What holds the place until then (give it the height it will roughly have, so nothing moves). */
  placeholder: ReactNode
  /** How far ahead of the screen to start, as CSS (default 400px: drawn before it is scrolled to). */
  margin?: string
}

/**
 * Draws what is below the fold only when the student scrolls near it: a phone opening a long page pays for what it
 * shows first (docs/decisions/0764-the-course-page-composes-parts.md). Where the browser cannot tell (no
 * IntersectionObserver), it draws at once.
 */
export function WhenNear({ children, placeholder, margin = '400px' }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const element = place.current
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return near ? children : <div ref={place}>{placeholder}</div>
}
