import { useApiResource } from '@unikit/auth'
import { useEffect } from 'react'
import { deskApi } from '../../api/archiveApi.ts'

/** How often the desk asks how a running dry run or import is going. */
export const IMPORT_POLL_MS = 1000

/**
 * An import as it stands, asked again every second while its dry run or import runs in the background
 * (docs/decisions/0752-bulk-import.md); a failed ask is tried again, the last answer kept on screen.
 */
export function useImportView(id: string) {
  const view = useApiResource(() => deskApi.importView(id), [id])
  const running = view.data?.status === 'checking' || view.data?.status === 'importing'
  const { status, reload } = view
  useEffect(() => {
    if (!running || status === 'loading') return
    const timer = setTimeout(reload, IMPORT_POLL_MS)
    return () => clearTimeout(timer)
  }, [running, status, reload])
  return view
}
