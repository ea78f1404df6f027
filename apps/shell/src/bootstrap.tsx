import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from './router/routes.tsx'
import '@unikit/design-system/styles.css'
import './shell.css'

/** Renders the one router the shell owns, once the remotes listed in remotes.json are registered (index.ts). */
export function boot() {
  const router = createBrowserRouter(routes)
  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}
