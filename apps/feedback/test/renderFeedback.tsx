import { renderRemote } from '@unikit/standalone-host/testing'
import { routes, staffRoutes } from '../src/routes.tsx'

/** The feedback remote where the shell mounts it, at `path`. */
export const renderFeedback = (path: string) =>
  renderRemote({ feedback: routes, 'staff/feedback': staffRoutes }, path)
