import { render } from '@testing-library/react'
import { Toaster } from '@unikit/design-system'
import { createMemoryRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from '../src/routes.tsx'
import { resetWorkspace } from '../src/store/hydrateWorkspace.ts'

/** The remote where the shell mounts it (`/citation`), with the shell's toaster, on a fresh page. */
export function renderCitationPage(path = '/citation') {
  resetWorkspace()
  const router = createMemoryRouter([{ path: 'citation', children: routes }], { initialEntries: [path] })
  const view = render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  )
  return { ...view, router }
}
