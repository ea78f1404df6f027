import { toast } from '@unikit/design-system'
import { useEffect, useRef } from 'react'
import { useNavigate, useParams, useResolvedPath } from 'react-router'
import { useActiveProjectId } from '../../store/activeProjectStore.ts'
import { setActiveProject } from '../../store/projectActions.ts'
import { useProjects, useWorkspaceStatus } from '../../store/projectsStore.ts'
import { runAction } from '../shared/runAction.ts'

/**
 * Keeps the address (`/citation/<projectId>`) and the active project in step. A new address (a link, Back or
 * Forward) selects its project; a project chosen in the page changes the address, adding a history entry. An
 * address naming a project this browser does not have falls back to the active project.
 */
export function useActiveProjectRoute(): void {
  const { projectId } = useParams()
  const navigate = useNavigate()
  // The tool's own address, wherever the shell mounts it: one segment up from `/citation/<id>`.
  const base = useResolvedPath(projectId === undefined ? '.' : '..', { relative: 'path' }).pathname.replace(
    /\/$/,
    '',
  )
  const status = useWorkspaceStatus()
  const activeId = useActiveProjectId()
  const projects = useProjects()
  const synced = useRef<{ url: string | undefined } | null>(null)

  useEffect(() => {
    if (status !== 'ready') return
    const first = synced.current === null
    const addressChanged = first || synced.current?.url !== projectId
    if (addressChanged && projectId !== undefined) {
      const wanted = projects.find((project) => String(project.id) === projectId)
      if (wanted && wanted.id !== activeId) {
        synced.current = { url: projectId }
        runAction(() => setActiveProject(wanted.id))
        return
      }
      if (!wanted)
        toast('That project is not in this browser, so your current project is shown.', { type: 'info' })
    }
    const target = activeId === null ? undefined : String(activeId)
    synced.current = { url: target }
    if (target === projectId) return
    navigate(target === undefined ? base || '/' : `${base}/${target}`, { replace: addressChanged })
  }, [status, projectId, activeId, projects, base, navigate])
}
