import { type ApiError, readApiError } from '@unikit/auth'
import type { TeacherList } from '@unikit/contracts/teachers'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * Pages of lecturers loaded one after another ("Load more"), starting again when `key` changes; nothing is
 * loaded while `enabled` is false (a search without words).
 */
export function usePagedLecturers(load: (page: number) => Promise<TeacherList>, key: string, enabled = true) {
  const [pages, setPages] = useState<TeacherList[]>([])
  const [error, setError] = useState<ApiError>()
  const [busy, setBusy] = useState(true)
  const generation = useRef(0)
  const fetchPage = useCallback(
    (page: number, reset: boolean) => {
      const call = ++generation.current
      setBusy(true)
      setError(undefined)
      // A call that throws before it starts (a bad address) is a failure like any other.
      Promise.resolve()
        .then(() => load(page))
        .then(
          (list) => {
            if (call !== generation.current) return
            setPages((previous) => (reset ? [list] : [...previous, list]))
            setBusy(false)
          },
          (failure: unknown) => {
            if (call !== generation.current) return
            setError(readApiError(failure))
            setBusy(false)
          },
        )
    },
    // The caller's key says when the list is a different one.
    [key],
  )
  useEffect(() => {
    setPages([])
    if (enabled) fetchPage(1, true)
    else {
      generation.current++
      setBusy(false)
      setError(undefined)
    }
  }, [fetchPage, enabled])
  return {
    pages,
    error,
    busy,
    loadMore: () => fetchPage(pages.length + 1, false),
    retry: () => fetchPage(pages.length + 1, pages.length === 0),
  }
}
