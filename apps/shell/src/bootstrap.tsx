import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime'
import { lazy, Suspense } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, Link, Outlet, type RouteObject, useRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import '@unikit/design-system/styles.css'

type Manifest = Record<string, string>

function RemoteRoutes({ name }: { name: string }) {
  const Routes = lazy(async () => {
    const mod = await loadRemote<{ routes: RouteObject[] }>(`${name}/routes`)
    const routes = mod!.routes
    return { default: () => useRoutes(routes) }
  })
  return (
    <Suspense fallback={<p>Loading…</p>}>
      <Routes />
    </Suspense>
  )
}

async function boot() {
  const res = await fetch('/remotes.json', { cache: 'no-store' })
  const remotes = (await res.json()) as Manifest
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })))
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <div>
          <header>
            <Link to="/">Home</Link> <Link to="/citation">Citation</Link>
          </header>
          <Outlet />
        </div>
      ),
      children: [
        { index: true, element: <p>home</p> },
        { path: 'citation/*', element: <RemoteRoutes name="citation" /> },
      ],
    },
  ])
  createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
}

void boot()
