import { renderRemote } from '@unikit/standalone-host/testing'
import { routes, staffRoutes } from '../src/routes.tsx'

/** The orders remote where the shell mounts it, at `path`. */
export const renderOrders = (path: string) =>
  renderRemote({ order: routes, 'staff/orders': staffRoutes }, path)
