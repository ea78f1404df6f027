import { LinkProvider } from '@unikit/design-system'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, Outlet, type RouteObject } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import '@unikit/design-system/styles.css'

export type StandaloneOptions = {
  /** The remote's name, shown in the dev banner. */
  name: string
  /** Where the shell mounts the remote, e.g. `/citation` (`/` for the landing page). */
  basePath: string
  routes: RouteObject[]
}

/** The dev banner over the remote's pages, whose design-system links are the router's, as in the shell. */
function DevFrame({ name, basePath }: { name: string; basePath: string }) {
  return (
    <LinkProvider link={Link}>
      <header className="uk-standalone-banner">
        <strong>{name}</strong> remote, standalone · <Link to={basePath}>{basePath}</Link>
      </header>
      <main>
        <Outlet />
      </main>
    </LinkProvider>
  )
}

/**
 * Mounts a remote's route tree under the same path the shell gives it, so a team can work on its remote
 * without the shell or the other remotes. API calls still go to `/api` (proxy them with the dev server).
 */
export function renderStandalone({ name, basePath, routes }: StandaloneOptions) {
  const mount = basePath === '/' ? '' : basePath.replace(/^\//, '')
  const router = createBrowserRouter([
    {
      path: '/',
      element: <DevFrame name={name} basePath={basePath} />,
      children: mount ? [{ path: mount, children: routes }] : routes,
    },
  ])
  const container = document.getElementById('root')
  if (!container) throw new Error('The standalone page has no #root element')
  createRoot(container).render(<RouterProvider router={router} />)
}
