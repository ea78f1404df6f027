import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from '../routes.tsx'
import '@unikit/design-system/styles.css'

const router = createBrowserRouter([
  { path: '/citation/*', children: routes },
  { path: '*', element: <a href="/citation">Open /citation</a> },
])
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
