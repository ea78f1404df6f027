import { isStyleLoaded, loadStyle, type StyleId } from '@unikit/citation-core'
import { useCallback, useEffect, useState } from 'react'

export type LoadedStyle = {
  /** The style can render now: RMIT Harvard always, a CSL style once its code has arrived. */
  ready: boolean
  /** Its code could not be fetched (offline, a new release): `retry` asks again. */
  failed: boolean
  retry: () => void
}

/**
 * Loads a project's style when a view needs it (docs/decisions/0734-csl-styles-through-citeproc-js.md): RMIT
 * Harvard is in the page already; another style's engine and CSL file are fetched now, once per page.
 */
export function useLoadedStyle(style: StyleId): LoadedStyle {
  const [, setLoaded] = useState(0)
  const [failedStyle, setFailedStyle] = useState<StyleId | null>(null)
  const [attempt, setAttempt] = useState(0)
  const ready = isStyleLoaded(style)

  useEffect(() => {
    if (isStyleLoaded(style)) return
    let current = true
    setFailedStyle(null)
    loadStyle(style).then(
      () => current && setLoaded((n) => n + 1),
      () => current && setFailedStyle(style),
    )
    return () => {
      current = false
    }
    // `attempt` asks again after a failure.
  }, [style, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ready, failed: !ready && failedStyle === style, retry }
}
