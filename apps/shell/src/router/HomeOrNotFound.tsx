import { Navigate, useLocation } from 'react-router'
import { RemoteOutlet } from '../federation/RemoteOutlet.tsx'

/**
 * The route table's splat: `/` is the landing remote's, any other path no route claims is unknown. The landing
 * remote's own routes are rendered under this `*` route rather than an index route, because descendant routes
 * need a parent path ending in `*` (React Router warns on every render otherwise). Unknown paths go to /404
 * without loading the landing remote, so they keep working while it is down.
 */
export function HomeOrNotFound() {
  const { pathname } = useLocation()
  return pathname === '/' ? <RemoteOutlet key="landing" name="landing" /> : <Navigate to="/404" replace />
}
