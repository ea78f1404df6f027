import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { RemotesManifest } from './federation/fetchRemotesManifest.ts'
import { registerAllRemotes } from './federation/remoteRegistry.ts'
import { routes } from './router/routes.tsx'
import '@unikit/design-system/styles.css'
import './shell.css'

/** Registers every remote listed in remotes.json, then renders the one router the shell owns. */
export function boot(manifest: RemotesManifest) {
  registerAllRemotes(manifest)
  const router = createBrowserRouter(routes)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
