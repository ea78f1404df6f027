import { toast } from '@unikit/design-system'
import { useEffect } from 'react'
import { hydrateWorkspace } from '../../store/hydrateWorkspace.ts'

let reported = false

/** Fills the workspace from storage when the page mounts (once per page) and reports the migration, once. */
export function useWorkspaceHydration(): void {
  useEffect(() => {
    const { migration } = hydrateWorkspace()
    if (reported || !migration) return
    reported = true
    if (migration.status === 'failed') {
      toast(
        'Your citations from the earlier version could not be moved: your browser storage is full or blocked. They are kept and will be moved next time.',
        { type: 'error', duration: 8000 },
      )
    } else if (migration.status === 'migrated' && migration.citations > 0) {
      const count = migration.citations === 1 ? '1 citation' : `${migration.citations} citations`
      toast(`${count} from the earlier version of the tool moved into your projects.`, {
        type: 'info',
        duration: 6000,
      })
    }
  }, [])
}
