import { renderRemote } from '@unikit/standalone-host/testing'
import { routes, staffRoutes } from '../src/routes.tsx'

/** The archive remote where the shell mounts it, at `path`. */
export const renderArchive = (path: string) =>
  renderRemote({ archive: routes, 'staff/archive': staffRoutes }, path)
