import { RECENT_SAVE_DELAY_MS } from '@unikit/contracts/drive'
import { useEffect } from 'react'
import { useRecentStore } from '../recent/recentStore.ts'

/**
 * Adds a file to Recent once it has stayed open `RECENT_SAVE_DELAY_MS`: a file passed through on the way to
 * another is not one the student read. Leaving before then (another file, another page) cancels it. Only
 * published files: an upload under review or taken down would be a dead link in the list.
 */
export function useRememberOpened(
  file: { id: string; name: string; status: string; type: string } | undefined,
) {
  const id = file?.id
  const name = file?.name
  const countable = file?.type === 'file' && file.status === 'published'
  useEffect(() => {
    if (!id || !name || !countable) return
    const timer = setTimeout(() => useRecentStore.getState().opened({ id, name }), RECENT_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [id, name, countable])
}
